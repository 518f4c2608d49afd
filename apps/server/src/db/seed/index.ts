import type { AccessService } from '../../modules/access';
import type { AccountsService, SeedUser } from '../../modules/accounts';

/** The demo accounts of the README (demo mode only). */
export const DEMO_USERS: SeedUser[] = [
  {
    email: 'author@example.com',
    password: 'Author2026',
    firstName: 'Ada',
    lastName: 'Author',
    role: 'AUTHOR',
    vendorStatus: 'Active',
    businessStatus: 'Active',
    vendorNumber: 'V1000001',
  },
  {
    email: 'admin@example.com',
    password: 'Admin2026',
    firstName: 'Alan',
    lastName: 'Admin',
    role: 'ADMIN',
  },
];

/**
 * Runs at every start: the feature model always, the demo accounts in demo mode. Idempotent, and
 * safe when several processes start at once.
 */
export async function seed(
  services: {
    access: Pick<AccessService, 'syncFeatureFlags'>;
    accounts: Pick<AccountsService, 'ensureUser'>;
  },
  { demo }: { demo: boolean },
): Promise<{ created: string[] }> {
  await services.access.syncFeatureFlags();
  const created: string[] = [];
  if (demo) {
    for (const user of DEMO_USERS) {
      if ((await services.accounts.ensureUser(user)) === 'created') created.push(user.email);
    }
  }
  return { created };
}
