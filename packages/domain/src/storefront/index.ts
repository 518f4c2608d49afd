export * from './product-page';
