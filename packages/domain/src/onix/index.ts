export * from './codes';
export * from './feed';
