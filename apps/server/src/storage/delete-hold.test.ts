import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deleting, holdDeletes } from './delete-hold';
import { createLocalStorage } from './local';

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('holding deletions while a backup copies the store', () => {
  it('a delete asked for during a hold waits for its release, then runs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-hold-'));
    const storage = createLocalStorage(root);
    await storage.put('files/a/original', Readable.from([Buffer.from('kept')]), { maxBytes: 100 });
    const release = await holdDeletes();
    let done = false;
    const deleted = storage.deletePrefix('files/a/').then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    expect(existsSync(join(root, 'files/a/original'))).toBe(true);
    release();
    release(); // a second call releases nothing more
    await deleted;
    expect(existsSync(join(root, 'files/a/original'))).toBe(false);
  });

  it('a hold waits for the deletes already running', async () => {
    let finish: () => void = () => {};
    const running = deleting(() => new Promise<void>((resolve) => (finish = resolve)));
    let held = false;
    const holding = holdDeletes().then((release) => {
      held = true;
      return release;
    });
    await tick();
    expect(held).toBe(false);
    finish();
    await running;
    (await holding)();
    expect(held).toBe(true);
  });
});
