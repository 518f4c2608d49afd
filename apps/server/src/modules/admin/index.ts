export { adminLookupRoutes } from './admin.lookup.routes';
export { adminUsersRoutes } from './admin.users.routes';
export { type AdminMailer, type AdminUsersService, createAdminUsersService } from './admin.users.service';
