export * from './access';
export * from './save';
export * from './steps';
