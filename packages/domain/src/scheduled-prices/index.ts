export * from './date-time';
export * from './rules';
export * from './types';
