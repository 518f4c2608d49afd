export { searchRoutes } from './search.routes';
export { createSearchService, SEARCH_FIELDS, type SearchField, type SearchService } from './search.service';
