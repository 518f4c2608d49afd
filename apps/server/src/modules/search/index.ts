export { searchRoutes } from './search.routes';
export { createSearchService, type SearchService } from './search.service';
