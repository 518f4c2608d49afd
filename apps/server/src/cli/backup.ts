import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runBackup } from '../backup/backup';
import { loadConfig, REPO_ROOT } from '../config';
import { cliEnv, fail, formatCounts } from './common';

const USAGE = `Usage: npm run backup -- [--out DIR] [--data-dir DIR] [--with-data-key]

Writes quire-backup-<time>.tar.gz (and its .sha256) of the embedded database and the uploaded
files, whether Quire is running or stopped (docs/operations.md, "Backups").

  --out DIR         where the archive goes (BACKUP_DIR, else backups/ at the repository root)
  --data-dir DIR    the data directory (DATA_DIR, else .data/ at the repository root)
  --with-data-key   put DATA_DIR/keys/data.key in the archive too (kept apart by default)`;

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'with-data-key': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const { env, from } = cliEnv(values['data-dir']);
  const config = loadConfig(env);
  const outDir = values.out
    ? resolve(from, values.out)
    : env.BACKUP_DIR?.trim()
      ? resolve(env.BACKUP_DIR.trim())
      : join(REPO_ROOT, 'backups');
  const { archive, manifest } = await runBackup({ config, outDir, withDataKey: values['with-data-key'] });
  console.info(`Backup written: ${archive}`);
  console.info(
    `  ${manifest.mode === 'online' ? 'taken from the running Quire' : 'taken from the stopped Quire'} at ${manifest.createdAt}`,
  );
  console.info(`  ${formatCounts(manifest)}`);
  const keyFile = config.dataKeys.keyFile;
  if (!manifest.dataKey && (config.dataKeys.dataKey || existsSync(keyFile))) {
    console.info(
      `  The data key is not in it: keep ${config.dataKeys.dataKey ? 'DATA_KEY' : keyFile} apart, safely.`,
    );
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  main(process.argv.slice(2)).catch((error: unknown) => fail(error, USAGE));
}
