export * from './cover';
export * from './events';
export * from './ingest';
export * from './periods';
export * from './royalty';
export * from './views';
