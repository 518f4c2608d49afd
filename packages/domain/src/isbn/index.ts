export * from './isbn';
