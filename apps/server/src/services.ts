import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createAccessRepository, createAccessService } from './modules/access';
import { createAccountsRepository, createAccountsService } from './modules/accounts';
import { createSystemRepository, createSystemService } from './modules/system';

/** Wires each module's service to its repository: the one place that knows every module. */
export function createServices(db: Db, config: AppConfig, databaseKind: 'embedded' | 'postgres') {
  const access = createAccessService({ repo: createAccessRepository(db), now: config.now });
  const accounts = createAccountsService({
    repo: createAccountsRepository(db),
    access,
    now: config.now,
    hashCost: config.argon2,
    session: config.session,
  });
  const system = createSystemService({
    repo: createSystemRepository(db),
    databaseKind,
    version: config.version,
    now: config.now,
  });
  return { access, accounts, system };
}

export type Services = ReturnType<typeof createServices>;
