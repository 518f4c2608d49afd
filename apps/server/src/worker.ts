import { realpathSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { checkDataKeys } from './lib/secrets';
import { createLogger } from './plugins/logging';
import { createServices, type Services } from './services';

export interface Worker {
  services: Services;
  database: Database;
  /** Graceful: no new claims, running jobs finish (or are handed back), then the database closes. */
  stop(): Promise<void>;
}

/**
 * A process that only runs background jobs (`npm run worker`, decision 012): the same services and
 * job definitions as the API, no HTTP. `setup` lets a caller (the crash test) define extra kinds.
 */
export async function startWorker(
  config: AppConfig,
  options: {
    setup?: (services: Services, database: Database) => void | Promise<void>;
    logStream?: Writable;
  } = {},
): Promise<Worker> {
  const logger = createLogger(config.logLevel, options.logStream);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const services = createServices(database.db, config, database.kind, logger);
    await options.setup?.(services, database);
    services.jobs.start();
    logger.info({ database: database.kind, concurrency: config.jobs.concurrency }, 'worker: running jobs');
    return {
      services,
      database,
      async stop() {
        await services.jobs.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  checkDataKeys(config.dataKeys, config.database.kind);
  const worker = await startWorker(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`worker: ${signal}, finishing running jobs`);
    const force = setTimeout(() => {
      console.error('worker: jobs still running after the shutdown timeout; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await worker.stop();
      process.exit(0);
    } catch (err) {
      console.error('worker: error while stopping', err);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  main().catch((err) => {
    console.error('Quire worker failed to start:', err);
    process.exit(1);
  });
}
