export * from './tree';
export type { CategorySource } from './types';
