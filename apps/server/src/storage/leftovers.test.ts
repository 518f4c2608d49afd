import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, removeUploadLeftovers } from './local';

describe('removeUploadLeftovers', () => {
  it('deletes partial uploads untouched for longer than the age given, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-leftovers-'));
    const storage = createLocalStorage(root);
    await storage.put('files/kept/original', Readable.from([Buffer.from('whole')]), { maxBytes: 100 });
    const tmp = join(root, '.tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'old'), 'half an upload');
    writeFileSync(join(tmp, 'fresh'), 'an upload in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(tmp, 'old'), twoHoursAgo, twoHoursAgo);

    expect(await removeUploadLeftovers(root, 3_600_000)).toBe(1);
    expect(readdirSync(tmp)).toEqual(['fresh']);
    // A file's time can be a fraction of a millisecond past Date.now() (which truncates): a clock a
    // second on takes the fresh file too, whatever the file system's rounding.
    expect(await removeUploadLeftovers(root, 0, Date.now() + 1000)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
    expect(await storage.stat('files/kept/original')).toEqual({ size: 5 });
    // A store that never took an upload has no .tmp.
    expect(await removeUploadLeftovers(mkdtempSync(join(tmpdir(), 'quire-leftovers-')), 0)).toBe(0);
  });
});
