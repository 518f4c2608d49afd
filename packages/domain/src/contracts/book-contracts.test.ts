import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogEndpoints } from './catalog';
import { conforming } from './conforms';
import type { Endpoint } from './endpoint';
import { filesEndpoints } from './files';
import { isbnEndpoints } from './isbn';
import { onixEndpoints } from './onix';
import { projectGroupsEndpoints, projectsEndpoints } from './projects';
import { publishingEndpoints } from './publishing';
import { referenceEndpoints } from './reference';
import { scheduledPricesEndpoints } from './scheduled-prices';
import { searchEndpoints } from './search';
import { storefrontEndpoints } from './storefront';

const areas: Record<string, Record<string, Endpoint>> = {
  catalogEndpoints,
  filesEndpoints,
  isbnEndpoints,
  onixEndpoints,
  projectGroupsEndpoints,
  projectsEndpoints,
  publishingEndpoints,
  referenceEndpoints,
  scheduledPricesEndpoints,
  searchEndpoints,
  storefrontEndpoints,
};
const all = Object.values(areas).flatMap((a) => Object.values(a));

describe('the book-side contracts', () => {
  it('declare each method and path once', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name every path parameter in their params schema', () => {
    for (const e of all) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (e.path.endsWith('/*')) names.push('*');
      const shape = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      expect(shape.sort(), `${e.method} ${e.path}`).toEqual(names.sort());
    }
  });

  it('strip what a response does not name', () => {
    const item = {
      id: 'p1',
      title: 'Roads',
      subtitle: null,
      type: 'EBOOK',
      projectType: 'eBook',
      status: 'EDITING',
      listPrice: '2.99',
      ean: null,
      isbn: null,
      displayIsbn: null,
      seriesName: null,
      seriesNumber: null,
      groupProjectId: null,
      pageSize: null,
      updatedAt: '2026-03-05T14:30:00.000Z',
      coverThumbnailUrl: null,
      coverThumbnailKind: null,
      coverThumbnailPanel: null,
      saleDueAt: null,
      preOrder: false,
      onSaleDate: null,
      deletable: true,
    };
    const page = { totalCount: 1, page: 1, limit: 20, projects: [{ ...item, customerId: 'c1' }] };
    expect(projectsEndpoints.list.response.parse(page)).toEqual({ ...page, projects: [item] });
  });

  it('conforming keeps the schema as it is: the same object, validating and stripping as before', () => {
    const schema = z.object({ a: z.string() });
    const typed = conforming<{ a: 'x' | 'y' }>()(schema);
    expect(typed).toBe(schema);
    expect(typed.parse({ a: 'z', b: 1 })).toEqual({ a: 'z' });
  });
});
