// One contract per endpoint (see endpoint.ts). Each area's file exports its entity schemas, their
// inferred types and an object of endpoints named after the use case.
export * from './access';
export * from './account-holder';
export * from './accounts';
export * from './addresses';
export * from './admin';
export * from './audit';
export * from './catalog';
export * from './common';
export * from './conforms';
export * from './contributors';
export * from './endpoint';
export * from './files';
export * from './isbn';
export * from './mail';
export * from './onix';
export * from './projects';
export * from './publishing';
export * from './reference';
export * from './scheduled-prices';
export * from './search';
export * from './sign-in';
export * from './storefront';
export * from './system';
export * from './two-step';
export * from './vendors';
