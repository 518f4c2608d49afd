export * from './conformance';
export * from './messages';
export * from './report';
export * from './schema';
export * from './types';
export * from './vocabulary';
