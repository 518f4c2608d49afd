export { accountsRoutes } from './accounts.routes';
export { loggedInUserSchema } from './accounts.schemas';
export {
  type AccountsService,
  createAccountsService,
  type SeedUser,
  type SignedIn,
} from './accounts.service';
