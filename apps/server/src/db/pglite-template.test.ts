import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/helpers';
import { embeddedOptions, openDatabase } from './client';
import {
  clusterTemplatePath,
  copyClusterTemplate,
  makeClusterTemplate,
  templateReady,
} from './pglite-template';

/**
 * The embedded database's cluster template (decision 031): made once, copied into a new data
 * directory, which PGlite then opens as an existing cluster. Each test uses its own template folder
 * (QUIRE_PGLITE_TEMPLATE_DIR), so the shared one under node_modules/.cache is never touched.
 * PGlite only: it runs once, in the PGlite pass.
 */
describe.skipIf(testDatabaseKind() === 'postgres')('PGlite cluster template', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-template-'));
  const previous = process.env.QUIRE_PGLITE_TEMPLATE_DIR;
  const useTemplates = (dir: string) => {
    process.env.QUIRE_PGLITE_TEMPLATE_DIR = dir;
  };

  beforeAll(async () => {
    useTemplates(join(root, 'templates'));
    const first = await makeClusterTemplate(embeddedOptions());
    expect(first.made).toBe(true);
  }, 120_000);

  afterAll(() => {
    if (previous === undefined) delete process.env.QUIRE_PGLITE_TEMPLATE_DIR;
    else process.env.QUIRE_PGLITE_TEMPLATE_DIR = previous;
    rmSync(root, { recursive: true, force: true });
  });

  it('is made once per PGlite build, complete, and a second call leaves it alone', async () => {
    useTemplates(join(root, 'templates'));
    const path = clusterTemplatePath();
    expect(templateReady(path)).toBe(true);
    expect(readFileSync(join(path, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    // No temporary folder is left beside it.
    expect(readdirSync(join(root, 'templates'))).toEqual([path.split('/').pop()]);
    expect(await makeClusterTemplate(embeddedOptions())).toEqual({ path, made: false });
  });

  it('gives a new data directory a cluster that opens, migrates and keeps what is written', async () => {
    useTemplates(join(root, 'templates'));
    const dataDir = join(root, 'new', 'pg');
    expect(copyClusterTemplate(dataDir)).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, '.quire-template'))).toBe(false);
    expect(readdirSync(join(root, 'new'))).toEqual(['pg']); // the copy was renamed into place

    const database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
    await database.db.execute(
      "insert into app_settings (key, value, created_at) values ('t', 'kept', now())",
    );
    await database.close();

    // A directory that holds a cluster is never replaced: the second start opens what is there.
    expect(copyClusterTemplate(dataDir)).toBe(false);
    const again = await openDatabase({ kind: 'embedded', dataDir });
    const rows = (await again.db.execute("select value from app_settings where key = 't'")) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ value: 'kept' }]);
    await again.close();
  }, 120_000);

  it('leaves a folder with other files alone, and fills an empty one', () => {
    useTemplates(join(root, 'templates'));
    const foreign = join(root, 'foreign');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    expect(copyClusterTemplate(foreign)).toBe(false);
    expect(readdirSync(foreign)).toEqual(['notes.txt']);

    const empty = join(root, 'empty');
    mkdirSync(empty);
    expect(copyClusterTemplate(empty)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
  });

  it('without a template for this PGlite, a new directory is left to PGlite, which runs initdb', async () => {
    useTemplates(join(root, 'no-templates'));
    const dataDir = join(root, 'initdb', 'pg');
    expect(copyClusterTemplate(dataDir)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
    const database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await database.close();
  }, 120_000);
});
