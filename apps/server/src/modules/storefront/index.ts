export { storefrontRoutes } from './storefront.routes';
export {
  createStorefrontService,
  type PageAnswer,
  type StorefrontDeps,
  type StorefrontService,
} from './storefront.service';
