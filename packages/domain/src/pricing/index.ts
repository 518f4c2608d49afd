export * from './cost-table';
export * from './ebook';
export * from './money';
export * from './print';
export * from './ultra-premium';
export * from './ultra-premium-cost-table';
