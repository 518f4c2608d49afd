export * from './checks';
export * from './constants';
export * from './display';
export * from './masks';
export * from './review';
export * from './rules';
export * from './states';
export * from './taxform';
