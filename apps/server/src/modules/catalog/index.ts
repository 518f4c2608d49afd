export { catalogRoutes } from './catalog.routes';
export { type CatalogService, type CategoryItem, createCatalogService } from './catalog.service';
export { categoryRows } from './category-rows';
