export * from './cover-layout';
export * from './covers';
export * from './limits';
export * from './pdf-rules';
export * from './types';
