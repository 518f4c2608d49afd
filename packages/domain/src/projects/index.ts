export * from './delete-rules';
export * from './price-effects';
export * from './rich-text';
export * from './rules';
export * from './schema';
export * from './status';
export * from './trim';
export * from './types';
