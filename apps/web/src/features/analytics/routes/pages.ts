// The author's four analytics pages as one module: the router's lazy routes all load this one chunk,
// so the entry carries one list of chunks for them instead of four.
export { default as ReadingPage } from './ReadingPage';
export { default as SalesPage } from './SalesPage';
export { default as StatementsPage } from './StatementsPage';
export { default as VisitorsPage } from './VisitorsPage';
