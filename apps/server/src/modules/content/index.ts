export { adBannerRoutes } from './content.banners.routes';
export {
  type AdBannerSeed,
  type AdBannersService,
  createAdBannersService,
} from './content.banners.service';
export {
  type ContentImages,
  createContentImages,
  type Encoded as EncodedImage,
  type ImageUploadInput,
  receiveImage,
  reencodeContentImage,
} from './content.images';
export { contentMessagesRoutes } from './content.messages.routes';
export {
  type ContentMessagesService,
  createContentMessagesService,
  type MessageSeed,
} from './content.messages.service';
export { contentImageRoutes } from './content.modules.images.routes';
export { siteModuleRoutes } from './content.modules.routes';
export {
  createSiteModulesService,
  type SiteModuleSeed,
  type SiteModulesService,
} from './content.modules.service';
export { createPageContent, type PageContent, pageContentRoutes } from './content.page-content';
export { contentPagesRoutes } from './content.pages.routes';
export {
  type ContentPagesService,
  createContentPagesService,
  type PageSeed,
} from './content.pages.service';
export { type ContentPagesSite, createContentPagesSite } from './content.pages.site';
export { contentPagesSiteRoutes } from './content.pages.site-routes';
