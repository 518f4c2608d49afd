export { createVendorsAdmin, type VendorsAdmin } from './vendors.admin';
export { vendorsRoutes } from './vendors.routes';
export { createVendorsService, type VendorsService } from './vendors.service';
export { createVendorTaxForms, type VendorTaxForms } from './vendors.taxforms';
export { vendorTaxFormRoutes } from './vendors.taxforms.routes';
