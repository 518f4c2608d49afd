export * from './cancel-reasons';
export * from './lifecycle';
