export * from './dates';
export * from './file-name';
export * from './new-york-date';
export * from './phone';
export * from './price';
export * from './server-time';
export { MONTH_NAMES } from './wall-clock';
