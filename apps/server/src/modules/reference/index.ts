export { referenceRoutes } from './reference.routes';
export {
  createReferenceService,
  EBOOK_SIZE,
  type ReferenceService,
} from './reference.service';
