export * from './cancel-reasons';
export * from './idempotency';
export * from './lifecycle';
