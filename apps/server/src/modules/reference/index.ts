export { referenceRoutes } from './reference.routes';
export {
  createReferenceService,
  EBOOK_SIZE,
  PRICE_UPDATE_WINDOW,
  type ReferenceService,
} from './reference.service';
