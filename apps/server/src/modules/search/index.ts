export { createEaaSearch, EAA_FEATURE, type EaaSearch } from './search.eaa';
export { searchRoutes } from './search.routes';
export { createSearchService, type SearchService } from './search.service';
