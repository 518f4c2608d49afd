export { contributorsRoutes } from './contributors.routes';
export {
  type AuthorDirectory,
  type ContributorsService,
  createContributorsService,
} from './contributors.service';
export { withShareKeySignIn } from './contributors.signin';
