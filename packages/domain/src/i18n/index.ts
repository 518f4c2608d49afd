export * from './locales';
export * from './messages/index';
export * from './translator';
