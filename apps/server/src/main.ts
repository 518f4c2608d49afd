import { buildApp, prepareDatabase } from './app';
import { loadConfig } from './config';

/**
 * Start-up: read the configuration, migrate and seed the database, listen. On SIGTERM or SIGINT
 * the server drains: requests in flight finish, new ones answer 503, then the process exits 0.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await prepareDatabase(config);
  const app = await buildApp(config, { database, closeDatabase: true });

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
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      demo: config.demo,
      webDist: config.webDist,
      startupMs: Date.now() - started,
    },
    `${config.operatorName} is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((err) => {
  console.error('Quire failed to start:', err);
  process.exit(1);
});
