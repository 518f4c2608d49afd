export { createVendorsAdmin, type VendorsAdmin } from './vendors.admin';
export { createVendorKeys, type VendorKeys } from './vendors.keys';
export { createVendorNotices, type VendorNotices } from './vendors.notices';
export { vendorsRoutes } from './vendors.routes';
export { createVendorsService, type VendorsService } from './vendors.service';
export { createVendorTaxForms, type VendorTaxForms } from './vendors.taxforms';
export { vendorTaxFormRoutes } from './vendors.taxforms.routes';
