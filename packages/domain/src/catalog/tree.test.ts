import { describe, expect, it } from 'vitest';
import { AUDIENCES, SUBJECT_TYPES } from '../projects/types';
import {
  CATEGORY_TREE,
  categoryCrumbs,
  findCategory,
  flattenCategoryTree,
  isSelectableCategory,
} from './tree';

const rows = flattenCategoryTree();
const leaves = rows.filter((r) => r.bottomLevel);

describe('CATEGORY_TREE', () => {
  it('has a tree for every audience and subject type, 150+ bottom-level entries', () => {
    for (const a of AUDIENCES)
      for (const s of SUBJECT_TYPES) expect(CATEGORY_TREE[a][s].length).toBeGreaterThan(0);
    expect(leaves.length).toBeGreaterThanOrEqual(150);
  });

  it('gives unique, stable ids and well-formed BISAC codes on bottom-level entries only', () => {
    expect(new Set(rows.map((r) => r.categoryId)).size).toBe(rows.length);
    for (const r of rows) {
      if (r.bottomLevel) {
        expect(r.bisac).toMatch(/^[A-Z]{3}\d{6}$/);
        expect(r.categoryId).toBe(`${r.audience}-${r.bisac}`);
      } else {
        expect(r.bisac).toBeNull();
        expect(rows.some((c) => c.parentCategoryId === r.categoryId)).toBe(true);
      }
    }
    const bisacPerAudience = leaves.map((r) => `${r.audience}:${r.bisac}`);
    expect(new Set(bisacPerAudience).size).toBe(leaves.length);
  });

  it('nests two or three levels with crumbs from the names', () => {
    for (const r of leaves) {
      expect(r.depth).toBeGreaterThanOrEqual(2);
      expect(r.depth).toBeLessThanOrEqual(3);
      expect(r.categoryCrumbs.split(' > ')).toHaveLength(r.depth);
      expect(r.categoryCrumbs.endsWith(r.name)).toBe(true);
    }
    expect(findCategory('TRA-FIC022070')).toMatchObject({
      categoryCrumbs: 'Fiction > Mystery & Detective > Cozy',
      bottomLevel: true,
      audience: 'TRA',
      subjectType: 'F',
    });
    expect(findCategory('JUV-JUV002000')?.categoryCrumbs).toBe('Juvenile Fiction > Animals > General');
    expect(findCategory('TRA-NF-fiction')).toBeNull();
    expect(findCategory('TRA-F-fiction-mystery-and-detective')).toMatchObject({
      bottomLevel: false,
      depth: 2,
    });
    expect(categoryCrumbs(['Fiction', 'Thrillers', 'Legal'])).toBe('Fiction > Thrillers > Legal');
  });

  it('lets only bottom-level entries be chosen', () => {
    expect(isSelectableCategory('TRA-FIC022070')).toBe(true);
    expect(isSelectableCategory('TRA-F-fiction-mystery-and-detective')).toBe(false);
    expect(isSelectableCategory('nope')).toBe(false);
  });

  it('lists parents before their children', () => {
    const seen = new Set<string>();
    for (const r of rows) {
      if (r.parentCategoryId) expect(seen.has(r.parentCategoryId)).toBe(true);
      seen.add(r.categoryId);
    }
  });

  it('keeps each audience in its own BISAC families', () => {
    const prefixes = (a: string) =>
      new Set(leaves.filter((r) => r.audience === a).map((r) => r.bisac?.slice(0, 3)));
    expect([...prefixes('JUV')].sort()).toEqual(['JNF', 'JUV']);
    expect([...prefixes('YA')].sort()).toEqual(['YAF', 'YAN']);
  });
});
