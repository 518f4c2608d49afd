export { promoDefinitionRoutes } from './promotions.definitions.routes';
export {
  createPromoDefinitionsService,
  type PromoDefinitionSeed,
  type PromoDefinitionsService,
} from './promotions.definitions.service';
export { promoRequestRoutes } from './promotions.requests.routes';
export { createPromoRequestsService, type PromoRequestsService } from './promotions.requests.service';
export {
  createPromotionsSeeder,
  type PastPromotion,
  type PromotionsSeeder,
  type SeededDefinition,
} from './promotions.seed';
export { createPromoSheets, type PromoSheets } from './promotions.sheet';
export { promoSheetRoutes } from './promotions.sheet.routes';
export { createPromoTradeService, type PromoTradeService } from './promotions.trade';
export { promoTradeRoutes } from './promotions.trade.routes';
