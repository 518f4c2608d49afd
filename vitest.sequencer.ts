import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server files that take longest, longest first (seconds on a quiet two-core machine, PGlite
 * round). Most of their time is spent waiting: on a real server they start, kill and start again,
 * or on the minute a scheduled price waits for. Vitest orders files by the durations of its last
 * run, but CI starts from a clean clone with no such record and falls back to the largest files
 * first, which left these for the end of the stage, one worker running them while the other had
 * nothing left to do. Started first, the short files fill the other worker around them. The files
 * that mostly wait now run in a project of their own ('server-waiting', vitest.config.ts), where
 * this order starts the longest first too.
 */
export const SLOW_FIRST = [
  // PostgreSQL round only (skipped at once on PGlite): 40, of which 30 with the server stopped. Last,
  // it left the stage's final 40 s with the CPU idle.
  'test/postgres-outage.test.ts',
  'test/scheduled-prices-restart.test.ts', // 99: two real starts and a wait for the minute
  'test/api-crash.test.ts', // 74: four kill -9 and restarts
  'test/role-matrix.test.ts', // 50: every route for every caller
  'test/submit-order-crash.test.ts', // 47
  'test/promotions-crash.test.ts', // 46
  'src/modules/jobs/jobs.crash.test.ts', // 26
  'test/files-hostile.test.ts', // 25
  'src/db/pglite-template.test.ts', // 16
  'test/csrf-probes.test.ts', // 14
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.indexOf(relative(f.project.config.root, f.moduleId).split('\\').join('/'));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // A stable sort: the rest keep Vitest's order; projects stay apart as Vitest put them.
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) =>
        a.f.project.name !== b.f.project.name ? a.i - b.i : rank(a.f) - rank(b.f) || a.i - b.i,
      )
      .map(({ f }) => f);
  }
}
