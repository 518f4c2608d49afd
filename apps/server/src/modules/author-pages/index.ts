export type { AuthorPagesAccount, AuthorPagesAccounts } from './author-pages.access';
export {
  type AuthorPageAnswer,
  type AuthorPagesPublic,
  createAuthorPagesPublic,
} from './author-pages.public';
export { authorPagesPublicRoutes } from './author-pages.public-routes';
export { authorPagesRoutes } from './author-pages.routes';
export { type AuthorPagesService, createAuthorPagesService } from './author-pages.service';
