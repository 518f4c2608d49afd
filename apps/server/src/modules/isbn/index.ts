export { isbnRoutes } from './isbn.routes';
export {
  createIsbnService,
  FREE_ISBN_LIMITS,
  type IsbnOptions,
  type IsbnProject,
  type IsbnService,
  QUIRE_ISBN_PREFIX,
  quirePoolIsbns,
  type RetailEntry,
  type StoredRetailEntry,
} from './isbn.service';
