import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAuditAction } from '@quire/domain';
import { describe, expect, it } from 'vitest';

/** Every source file of the server's modules (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('audit actions', () => {
  it('every action the server records has a label in the domain list', () => {
    const codes = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // `action: 'user.deactivate'` and `action: cond ? 'user.swap-email' : 'user.update-email'`.
      for (const line of text.matchAll(/\baction: [^\n]*/g))
        for (const m of line[0].matchAll(/'((?:user|project|vendor)\.[\w-]+)'/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(15);
    expect([...codes].filter((c) => !isAuditAction(c))).toEqual([]);
    for (const kind of ['repushFiles', 'repushBookFiles', 'syncWithPM'])
      expect(isAuditAction(`project.${kind}`)).toBe(true);
  });
});
