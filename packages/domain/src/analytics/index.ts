export * from './events';
export * from './ingest';
