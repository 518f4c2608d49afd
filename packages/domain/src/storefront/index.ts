export * from './offer';
export * from './product-page';
export * from './sample';
export * from './store-link';
