export * from './cost-table';
export * from './ebook';
export * from './money';
export * from './print';
