export type { AdminMailer } from './admin.deps';
export { adminLookupRoutes } from './admin.lookup.routes';
export { adminUltraPremiumRoutes } from './admin.ultra-premium.routes';
export { adminUsersRoutes } from './admin.users.routes';
export { type AdminUsersService, createAdminUsersService } from './admin.users.service';
