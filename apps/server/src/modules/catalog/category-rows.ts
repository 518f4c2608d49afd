import type { CategoryRow } from './catalog.tables';

/** The domain's category tree flattened into rows (id, parent, crumbs, BISAC, bottom level). */
export function categoryRows(): CategoryRow[] {
  return [];
}
