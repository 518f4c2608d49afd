export { promoDefinitionRoutes } from './promotions.definitions.routes';
export {
  createPromoDefinitionsService,
  type PromoDefinitionSeed,
  type PromoDefinitionsService,
} from './promotions.definitions.service';
export { promoRequestRoutes } from './promotions.requests.routes';
export { createPromoRequestsService, type PromoRequestsService } from './promotions.requests.service';
