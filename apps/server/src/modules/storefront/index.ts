// The pieces other public pages (author pages) are built with, so they look and escape alike.
export { html, jsonForScript, type SafeHtml, trusted } from './storefront.escape';
export { layout as publicPageLayout, publicPageCsp, STOREFRONT_CSS } from './storefront.page';
export { MISSING_CACHE, storefrontRoutes } from './storefront.routes';
export {
  descriptionHtml as richTextHtml,
  descriptionText as richTextText,
  truncateText,
} from './storefront.sanitize';
export {
  createStorefrontService,
  type PageAnswer,
  type StorefrontDeps,
  type StorefrontService,
} from './storefront.service';
export { type SocialImage, socialHead } from './storefront.social';
