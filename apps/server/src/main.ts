import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BuildOptions } from './app';
import { claimDataDir } from './backup/control';
import { snapshotHandler } from './backup/snapshot';
import { demoExposureWarning, loadConfig } from './config';
import { openDatabase } from './db/client';
import { checkDataKeys } from './lib/secrets';
import { removeUploadLeftovers } from './storage';

/** How old a partial upload must be before a start deletes it when other processes share the store. */
const UPLOAD_LEFTOVER_AGE_MS = 60 * 60_000;

/**
 * Start-up: read the configuration, migrate and seed the database, listen. On SIGTERM or SIGINT
 * the server drains: requests in flight finish, new ones answer 503, then the process exits 0.
 * The built server runs it from dist/main.js (launch.ts) with how its code was loaded in `loaded`,
 * which joins the start-up phases in the log; from source (tsx), this file runs it itself.
 */
export async function startServer(
  loaded: Record<string, string> = {},
  { setup }: Pick<BuildOptions, 'setup'> = {},
): Promise<void> {
  const config = loadConfig();
  checkDataKeys(config.dataKeys, config.database.kind);
  // The embedded database is one process's: hold the data directory (its control socket) before
  // opening it, so a second server, a backup or a restore on it is refused (decision 049).
  const claim = config.database.kind === 'embedded' ? await claimDataDir(config.dataDir, 'server') : null;
  // The database starts to open before the rest of the server's code loads. Only PGlite's reading
  // and compiling of its WebAssembly run beside that; the rest of its work is on this same thread
  // (docs/performance.md).
  const opening = openDatabase(config.database);
  opening.catch(() => {}); // awaited below; a failure is reported there, not as an unhandled rejection
  const { buildApp, prepareDatabase } = await import('./app');
  // performance.now() counts from the process's start: the first figure is loading the code.
  const phases: Record<string, number | string> = { ...loaded, modulesMs: Math.round(performance.now()) };
  const database = await prepareDatabase(config, phases, opening);
  let mark = performance.now();
  const app = await buildApp(config, { database, closeDatabase: true, ...(setup ? { setup } : {}) });
  if (config.files.storage.kind === 'local') {
    // Uploads a crash cut short: all of them when this process alone holds the data directory,
    // else only those nobody has written to for an hour (another process may be uploading).
    const alone = claim !== null && !claim.problem;
    const removed = await removeUploadLeftovers(config.files.storage.dir, alone ? 0 : UPLOAD_LEFTOVER_AGE_MS);
    if (removed > 0) app.log.info({ removed }, 'deleted the partial uploads an earlier stop left behind');
  }
  if (claim) {
    // `npm run backup` asks the running server for a consistent snapshot through the socket.
    claim.serve(snapshotHandler({ database, dataDir: config.dataDir, storage: config.files.storage }));
    if (claim.problem) {
      app.log.warn(
        { dataDir: config.dataDir, problem: claim.problem },
        'the data directory has no control socket: npm run backup cannot ask this server for a snapshot, and nothing stops a second process from opening its database',
      );
    }
  }
  phases.appMs = Math.round(performance.now() - mark);
  mark = performance.now();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.draining = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after the shutdown timeout; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await claim?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  phases.listenMs = Math.round(performance.now() - mark);
  app.log.info(
    {
      database: database.kind,
      demo: config.demo,
      webDist: config.webDist,
      startupMs: Math.round(performance.now()),
      startup: phases,
    },
    `${config.operatorName} is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
  const exposed = demoExposureWarning(config);
  if (exposed) app.log.warn({ host: config.host, demo: true }, exposed);
}

export function failedToStart(err: unknown): never {
  console.error('Quire failed to start:', err);
  process.exit(1);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  startServer().catch(failedToStart);
}
