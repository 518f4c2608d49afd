export * from './html';
export * from './messages';
export * from './types';
