export { onixRoutes } from './onix.routes';
export {
  createOnixService,
  type OnixDownload,
  type OnixFeedPage,
  type OnixService,
  READ_ONIX,
} from './onix.service';
