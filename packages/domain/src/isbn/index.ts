export * from './hyphenate';
export * from './isbn';
