export {
  assertContributorMay,
  currentUser,
  optionalUser,
  requirePermission,
  requireUser,
} from './access.guards';
export { accessRoutes } from './access.routes';
export { type AccessService, createAccessService, type FeatureModelEntry } from './access.service';
