/**
 * A Quire API process for api-crash.test.ts (run as `node --import tsx`): the real start-up of
 * src/main.ts (startServer: the data directory's claim, migrations, seed, the partial-upload
 * clean-up, jobs inline, listen, signals), configured by the environment like `npm start`, with
 * one point where it stops answering, to be killed there with SIGKILL (CRASH_HANG):
 * - preflight: the EPUB check of a preflight job has begun (the job is claimed, nothing recorded);
 * - publish: setsalestatus has written the status and the intake job in its transaction, before
 *   the history entry and the commit;
 * - intake: the intake job's completion has written ONSALE in its transaction, before the history
 *   entry and the commit;
 * - none: no such point.
 * Each stop point appends "<point> <pid>" to CRASH_MARKER.
 */
import { appendFileSync } from 'node:fs';
import { startServer } from '../../src/main';
import { engines } from '../../src/modules/files';

const hang = process.env.CRASH_HANG ?? 'none';
const marker = process.env.CRASH_MARKER ?? '';

const stall = (point: string): Promise<never> => {
  appendFileSync(marker, `${point} ${process.pid}\n`);
  return new Promise<never>(() => {});
};

await startServer(
  {},
  {
    setup(services) {
      if (hang === 'preflight') engines.preflightEpub = () => stall('preflight');
      if (hang === 'publish' || hang === 'intake') {
        const event = hang === 'publish' ? 'sale.requested' : 'sale.onsale';
        const history = services.history;
        const record = history.record.bind(history);
        history.record = async (entry, tx) => {
          if (entry.event === event) await stall(hang);
          return record(entry, tx);
        };
      }
    },
  },
);
