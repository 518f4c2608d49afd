export * from './accessibility';
export * from './codes';
export * from './feed';
