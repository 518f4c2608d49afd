export * from './offer';
export * from './product-page';
