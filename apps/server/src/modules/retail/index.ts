export {
  bearerKeyOf,
  createRequireRetailerKey,
  currentRetailerKey,
  RETAIL_AUTH,
  type RequireRetailerKey,
  retailCallLimit,
} from './retail.guard';
export { retailerKeyRoutes } from './retail.routes';
export { createRetailerKeysSeeder, type RetailerKeysSeeder } from './retail.seed';
export {
  createRetailerKeysService,
  RETAILER_KEY_PREFIX,
  type RetailerKey,
  type RetailerKeyIdentity,
  type RetailerKeysService,
} from './retail.service';
