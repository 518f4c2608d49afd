export * from './card-expiry';
