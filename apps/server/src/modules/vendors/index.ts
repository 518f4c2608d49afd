export { createVendorsAdmin, type VendorsAdmin } from './vendors.admin';
export { vendorsRoutes } from './vendors.routes';
export { createVendorsService, type VendorsService } from './vendors.service';
