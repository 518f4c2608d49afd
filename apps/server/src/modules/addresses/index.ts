export { addressesRoutes } from './addresses.routes';
export { type AddressesService, createAddressesService, type NewPaymentMethod } from './addresses.service';
