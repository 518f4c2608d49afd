import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkArchive, runRestore } from '../backup/restore';
import { loadConfig } from '../config';
import { cliEnv, fail, formatCounts } from './common';

const USAGE = `Usage: npm run restore -- <archive> [--data-dir DIR] [--force]
       npm run restore -- --check <archive>

Restores a backup made by npm run backup into a data directory (docs/operations.md, "Backups").
Quire must be stopped. The archive is checked whole before anything is written.

  --data-dir DIR   the data directory (DATA_DIR, else .data/ at the repository root)
  --force          replace the Quire already in the data directory (moved to DATA_DIR/replaced-<time>/)
  --check          only check the archive: checksums, and its database opened and counted`;

export async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new UsageError('name one archive');
  const { env, from } = cliEnv(values['data-dir']);
  const archive = resolve(from, positionals[0] as string);
  if (values.check) {
    const manifest = await checkArchive(archive);
    console.info(`The archive is whole: ${archive}`);
    console.info(`  made at ${manifest.createdAt}; ${formatCounts(manifest)}`);
    return;
  }
  const { dataDir } = loadConfig(env);
  const { manifest, replaced, dataKeyMissing } = await runRestore({ archive, dataDir, force: values.force });
  console.info(`Restored into ${dataDir}: the backup of ${manifest.createdAt}`);
  console.info(`  ${formatCounts(manifest)}`);
  if (replaced) console.info(`  What was there before is in ${replaced}: delete it once Quire runs well.`);
  if (manifest.files.store === 's3')
    console.info('  Its files are in the S3 bucket, which is backed up on its own.');
  if (dataKeyMissing) {
    console.info(
      '  The archive has no data key: if vendors saved tax or bank details, put keys/data.key back (or set DATA_KEY) before starting Quire.',
    );
  }
}

class UsageError extends Error {}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  main(process.argv.slice(2)).catch((error: unknown) => fail(error, USAGE, error instanceof UsageError));
}
