export * from './messages';
export * from './rules';
