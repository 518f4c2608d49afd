import { resolve } from 'node:path';
import type { Manifest } from '../backup/archive';

/**
 * The environment a command-line tool reads its configuration from, with --data-dir as DATA_DIR.
 * Paths on the command line are taken from the directory the command was typed in: npm runs a
 * script from the repository root and says where it was started in INIT_CWD.
 */
export function cliEnv(dataDir: string | undefined): { env: NodeJS.ProcessEnv; from: string } {
  const from = process.env.INIT_CWD || process.cwd();
  return { env: { ...process.env, ...(dataDir ? { DATA_DIR: resolve(from, dataDir) } : {}) }, from };
}

export function formatCounts({ counts, files }: Manifest): string {
  const objects =
    files.store === 'local'
      ? `${files.objects} stored objects (${files.bytes} bytes)`
      : 'files in the S3 bucket';
  return `${counts.accounts} accounts, ${counts.books} books, ${counts.files} files, ${counts.orders} orders; ${objects}`;
}

/** Prints the failure (the usage too for a wrong command line) and exits with status 1 (2 for usage). */
export function fail(error: unknown, usage: string, usageError = false): never {
  const code = (error as { code?: string } | null)?.code ?? '';
  const isUsage = usageError || code.startsWith('ERR_PARSE_ARGS');
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  if (isUsage) console.error(`\n${usage}`);
  process.exit(isUsage ? 2 : 1);
}
