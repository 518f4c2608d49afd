import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createAccessRepository, createAccessService } from './modules/access';
import { createAccountsRepository, createAccountsService } from './modules/accounts';
import { categoryRows, createCatalogRepository, createCatalogService } from './modules/catalog';
import { createCovers, createFilesService, createStorage, engines } from './modules/files';
import { createJobsService, type JobsLogger } from './modules/jobs';
import {
  createGroupsService,
  createProjectsRepository,
  createProjectsSeeder,
  createProjectsService,
  createSearchService,
} from './modules/projects';

import { createSystemRepository, createSystemService } from './modules/system';

/** Wires each module's service to its repository: the one place that knows every module. */
export function createServices(
  db: Db,
  config: AppConfig,
  databaseKind: 'embedded' | 'postgres',
  logger?: JobsLogger,
) {
  // Other modules define their job kinds on this service; app.ts (inline) or worker.ts starts it.
  const jobs = createJobsService({
    db,
    now: config.now,
    logger,
    leaseMs: config.jobs.leaseMs,
    pollMs: config.jobs.pollMs,
    concurrency: config.jobs.concurrency,
    // Leave the rest of the shutdown time for requests and closing the database.
    stopTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
  });
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
  const catalog = createCatalogService({ repo: createCatalogRepository(db), tree: categoryRows });
  const projectsRepo = createProjectsRepository(db);
  const projects = createProjectsService({ repo: projectsRepo, categories: catalog, now: config.now });
  const groups = createGroupsService({ repo: projectsRepo, projects, now: config.now });
  const search = createSearchService({ repo: projectsRepo });
  const projectsSeeder = createProjectsSeeder(projectsRepo, config.now);
  const files = createFilesService({
    db,
    storage: createStorage(config.files.storage),
    projects,
    jobs,
    now: config.now,
    engines,
    limits: config.files.limits,
    preflight: { epubcheck: config.files.epubcheck },
  });
  const covers = createCovers(engines);
  return { jobs, access, accounts, system, catalog, projects, groups, search, files, covers, projectsSeeder };
}

export type Services = ReturnType<typeof createServices>;
