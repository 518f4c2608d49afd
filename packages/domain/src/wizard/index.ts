export * from './access';
export * from './required';
export * from './save';
export * from './steps';
