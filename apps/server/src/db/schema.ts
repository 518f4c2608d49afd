/**
 * The one Drizzle schema: every module's tables, for drizzle-kit and the typed client. Modules
 * import only their own tables; this file is for the database layer.
 */
export * from '../modules/access/access.tables';
export * from '../modules/accounts/accounts.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/files/files.tables';
export * from '../modules/jobs/jobs.tables';
export * from '../modules/projects/projects.tables';
export * from '../modules/system/system.tables';
