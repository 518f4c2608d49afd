export { addressesRoutes } from './addresses.routes';
export { type AddressesService, createAddressesService } from './addresses.service';
