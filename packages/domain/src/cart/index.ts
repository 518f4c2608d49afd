export * from './address-check';
export * from './completeness';
export * from './items';
export * from './shipping';
export * from './tax';
export * from './tax-rates';
export * from './totals';
export * from './zip-prefixes';
