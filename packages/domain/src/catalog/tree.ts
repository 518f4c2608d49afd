import type { Audience, SubjectType } from '../projects/types';
import { TRA_FICTION } from './data/adult-fiction';
import { TRA_NONFICTION } from './data/adult-nonfiction';
import { JUV_FICTION, JUV_NONFICTION } from './data/juvenile';
import { MA_FICTION, MA_NONFICTION } from './data/mature';
import { YA_FICTION, YA_NONFICTION } from './data/young-adult';
import { type CategorySource, isLeafSource } from './types';

/**
 * The category tree (spec 1 §3 Category): by audience (JUV, YA, TRA, MA) and subject
 * type (F, NF), nested two or three levels, BISAC codes on the bottom-level entries, which are
 * the only ones an author may choose. Crumbs read "Fiction > Mystery & Detective > Cozy".
 */
export interface CategoryNode {
  /** Stable id: `{audience}-{BISAC}` for a bottom-level entry, `{audience}-{subject}-{slug of crumbs}` above. */
  categoryId: string;
  name: string;
  categoryCrumbs: string;
  /** The BISAC subject code of a bottom-level entry; null for a branch. */
  bisac: string | null;
  bottomLevel: boolean;
  children: CategoryNode[];
}

/** One row for the server's `categories` table. */
export interface CategoryRecord {
  categoryId: string;
  parentCategoryId: string | null;
  name: string;
  categoryCrumbs: string;
  bisac: string | null;
  bottomLevel: boolean;
  audience: Audience;
  subjectType: SubjectType;
  /** 1 for a top-level entry. */
  depth: number;
  /** Order among its siblings, from 0. */
  position: number;
}

export const CATEGORY_CRUMB_SEPARATOR = ' > ';

/** "Fiction > Mystery & Detective > Cozy" from the names along the path. */
export function categoryCrumbs(names: readonly string[]): string {
  return names.join(CATEGORY_CRUMB_SEPARATOR);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function build(
  audience: Audience,
  subject: SubjectType,
  sources: readonly CategorySource[],
  path: string[],
): CategoryNode[] {
  return sources.map((source) => {
    const names = [...path, source[0]];
    const crumbs = categoryCrumbs(names);
    if (isLeafSource(source)) {
      return {
        categoryId: `${audience}-${source[1]}`,
        name: source[0],
        categoryCrumbs: crumbs,
        bisac: source[1],
        bottomLevel: true,
        children: [],
      };
    }
    return {
      categoryId: `${audience}-${subject}-${slug(crumbs)}`,
      name: source[0],
      categoryCrumbs: crumbs,
      bisac: null,
      bottomLevel: false,
      children: build(audience, subject, source[1], names),
    };
  });
}

const SOURCES: Record<Audience, Record<SubjectType, readonly CategorySource[]>> = {
  JUV: { F: JUV_FICTION, NF: JUV_NONFICTION },
  YA: { F: YA_FICTION, NF: YA_NONFICTION },
  TRA: { F: TRA_FICTION, NF: TRA_NONFICTION },
  MA: { F: MA_FICTION, NF: MA_NONFICTION },
};

function buildTree(): Record<Audience, Record<SubjectType, CategoryNode[]>> {
  const out = {} as Record<Audience, Record<SubjectType, CategoryNode[]>>;
  for (const audience of Object.keys(SOURCES) as Audience[]) {
    out[audience] = {
      F: build(audience, 'F', SOURCES[audience].F, []),
      NF: build(audience, 'NF', SOURCES[audience].NF, []),
    };
  }
  return out;
}

/** The whole tree: `CATEGORY_TREE.TRA.F` lists the top-level general-adult fiction categories. */
export const CATEGORY_TREE: Readonly<
  Record<Audience, Readonly<Record<SubjectType, readonly CategoryNode[]>>>
> = buildTree();

/** Every category as a flat row with its parent, audience and subject type, parents before children. */
export function flattenCategoryTree(tree: typeof CATEGORY_TREE = CATEGORY_TREE): CategoryRecord[] {
  const rows: CategoryRecord[] = [];
  const walk = (
    nodes: readonly CategoryNode[],
    audience: Audience,
    subjectType: SubjectType,
    parent: string | null,
    depth: number,
  ) => {
    nodes.forEach((node, position) => {
      rows.push({
        categoryId: node.categoryId,
        parentCategoryId: parent,
        name: node.name,
        categoryCrumbs: node.categoryCrumbs,
        bisac: node.bisac,
        bottomLevel: node.bottomLevel,
        audience,
        subjectType,
        depth,
        position,
      });
      walk(node.children, audience, subjectType, node.categoryId, depth + 1);
    });
  };
  for (const audience of Object.keys(tree) as Audience[]) {
    for (const subjectType of ['F', 'NF'] as const)
      walk(tree[audience][subjectType], audience, subjectType, null, 1);
  }
  return rows;
}

let byId: Map<string, CategoryRecord> | null = null;

/** A category by id, or null. */
export function findCategory(categoryId: string): CategoryRecord | null {
  byId ??= new Map(flattenCategoryTree().map((r) => [r.categoryId, r]));
  return byId.get(categoryId) ?? null;
}

/** Only bottom-level categories may be chosen for a book. */
export function isSelectableCategory(categoryId: string): boolean {
  return findCategory(categoryId)?.bottomLevel === true;
}
