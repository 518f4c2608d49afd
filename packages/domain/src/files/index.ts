export * from './types';
export * from './limits';
