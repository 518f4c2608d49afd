export { currentUser, optionalUser, requirePermission, requireUser } from './access.guards';
export { createAccessRepository } from './access.repository';
export { accessRoutes } from './access.routes';
export { type AccessService, createAccessService, type FeatureModelEntry } from './access.service';
