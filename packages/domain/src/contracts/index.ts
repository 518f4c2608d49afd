// One contract per endpoint (see endpoint.ts). Each area's file exports its entity schemas, their
// inferred types and an object of endpoints named after the use case.
export * from './endpoint';
export * from './mail';
