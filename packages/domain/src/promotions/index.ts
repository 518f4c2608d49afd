export * from './dates';
export * from './decline-reasons';
export * from './messages';
export * from './review';
export * from './rules';
export * from './types';
