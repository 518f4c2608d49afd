export * from './dates';
export * from './file-name';
export * from './phone';
export * from './price';
export * from './server-time';
