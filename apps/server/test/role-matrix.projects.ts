import { all, contributors, type Expectations, type Outcome, open, type Row } from './role-matrix.outcomes';
import { type Caller, fork, type MatrixContext, type Role } from './role-matrix.setup';

/**
 * The book side of the role × endpoint table (role-matrix.table.ts): projects, groups and series,
 * ISBN transfer, search, and the reference data of the wizard. The owner (the demo author) works on
 * their own books; another author reaches for them and gets 404 (ownership answers as "not there");
 * a contributor acting for the owner reads the owner's books with the project dashboard, order copy
 * or manage promotion permission and changes them with the project dashboard only (the domain's
 * contributor route rules, READ_PROJECTS and CHANGE_PROJECTS); administrators act on every book.
 * role-matrix.files.ts and role-matrix.publishing.ts hold the rest of the book side.
 */

/** The contributors who may see the owner's books. */
export const READERS: readonly Role[] = [
  'contributor:PROJECT_DASHBOARD',
  'contributor:ORDER_COPY',
  'contributor:MANAGE_PROMOTION',
];

const each = (roles: readonly Role[], o: Outcome) => Object.fromEntries(roles.map((r) => [r, o]));

/** A read of one of the owner's books: the owner, the reading contributors and administrators. */
export const readsBook = (o: Outcome = 'ok', rest: Partial<Expectations> = {}): Expectations => ({
  ...all(404),
  anonymous: 401,
  ...contributors(403),
  ...each(READERS, o),
  owner: o,
  admin: o,
  ...rest,
});

/** A change to one of the owner's books: the owner, a contributor with the project dashboard, administrators. */
export const changesBook = (o: Outcome = 'ok', rest: Partial<Expectations> = {}): Expectations => ({
  ...all(404),
  anonymous: 401,
  ...contributors(403),
  'contributor:PROJECT_DASHBOARD': o,
  owner: o,
  admin: o,
  ...rest,
});

/**
 * A call on the account the caller works in (no book named): every author their own, a reading
 * contributor the owner's; the other contributors are refused by the route rules.
 */
export const readsAccount = (o: Outcome = 'ok', rest: Partial<Expectations> = {}): Expectations => ({
  ...all(o),
  anonymous: 401,
  ...contributors(403),
  ...each(READERS, o),
  ...rest,
});

/**
 * A check that the answer holds the owner's `what` exactly for `roles`: nobody else gets the owner's
 * data back (an author or an administrator works in their own account here unless `roles` says so).
 */
export function holdsFor(
  roles: readonly Role[],
  found: (payload: Record<string, unknown>, ctx: MatrixContext) => unknown[],
  what: (ctx: MatrixContext) => unknown,
): Row['check'] {
  return (ctx, caller, payload) => {
    const holds = found(payload, ctx).includes(what(ctx));
    if (holds !== roles.includes(caller.role)) throw new Error(`${holds ? 'holds' : 'lacks'} ${what(ctx)}`);
  };
}

/**
 * A new book of the owner's for a caller the row lets change it (each call changes or deletes one);
 * for a caller refused before any change, one spare book, the same each time.
 */
export async function bookFor(
  ctx: MatrixContext,
  caller: Caller,
  expect: Expectations,
  body: Record<string, unknown> = {},
): Promise<{ id: string; groupProjectId: string }> {
  const outcome = expect[caller.role];
  if (outcome !== 401 && outcome !== 403 && outcome !== 404) return ctx.newOwnerProject(body);
  const key = JSON.stringify(body);
  let spare = spares.get(ctx)?.get(key);
  if (!spare) {
    spare = ctx.newOwnerProject(body);
    spares.set(ctx, (spares.get(ctx) ?? new Map()).set(key, spare));
  }
  return spare;
}
const spares = new WeakMap<MatrixContext, Map<string, Promise<{ id: string; groupProjectId: string }>>>();

const OWNERS: readonly Role[] = ['owner', ...READERS];
const ids = (key: string) => (p: Record<string, unknown>) => (p[key] as { id: string }[]).map((x) => x.id);
const isBook =
  (book: (ctx: MatrixContext) => string): Row['check'] =>
  (ctx, _caller, payload) => {
    if (payload.id !== book(ctx)) throw new Error(`project ${String(payload.id)}`);
  };
const owner = (ctx: MatrixContext) => fork(ctx.callers.owner.client, ctx.t.app);

/** The owner's on-sale eBook's group (the versions of its title). */
async function groupOf(ctx: MatrixContext): Promise<string> {
  const res = await owner(ctx).get(`/api/project/${ctx.books.onSaleEbook}`);
  return res.json().payload.groupProjectId as string;
}

const projectRows: Row[] = [
  {
    method: 'GET',
    route: '/api/projects',
    expect: readsAccount(),
    call: () => ({ url: '/api/projects?limit=100' }),
    check: holdsFor(OWNERS, ids('projects'), (ctx) => ctx.books.onSaleEbook),
  },
  {
    method: 'GET',
    route: '/api/project/:id',
    expect: readsBook(),
    call: (ctx) => ({ url: `/api/project/${ctx.books.onSaleEbook}` }),
    check: isBook((ctx) => ctx.books.onSaleEbook),
  },
  {
    method: 'POST',
    route: '/api/project',
    // The owner's eBook in progress saved back as it is (a field sent with the value it holds is no change).
    expect: changesBook(),
    call: (ctx) => ({
      url: '/api/project',
      body: { id: ctx.books.editingEbook, title: 'The Glass Foundry' },
    }),
    check: isBook((ctx) => ctx.books.editingEbook),
  },
  {
    method: 'DELETE',
    route: '/api/project/:id',
    expect: changesBook(),
    call: async (ctx, caller) => ({ url: `/api/project/${(await bookFor(ctx, caller, changesBook())).id}` }),
  },
  {
    method: 'POST',
    route: '/api/project/delete_search_project',
    expect: changesBook(),
    call: async (ctx, caller) => ({
      url: '/api/project/delete_search_project',
      body: { projectId: (await bookFor(ctx, caller, changesBook())).id },
    }),
  },
  {
    method: 'PUT',
    route: '/api/project/setstatus',
    expect: changesBook(),
    call: async (ctx, caller) => ({
      url: '/api/project/setstatus',
      body: { id: (await bookFor(ctx, caller, changesBook())).id, status: 'EDIT' },
    }),
  },
  {
    method: 'POST',
    route: '/api/project/acknowledgePageCountChanged',
    expect: changesBook(),
    call: (ctx) => ({
      url: '/api/project/acknowledgePageCountChanged',
      body: { projectId: ctx.books.orderedPod },
    }),
    check: isBook((ctx) => ctx.books.orderedPod),
  },
  {
    method: 'GET',
    route: '/api/project/:id/book-size-match',
    expect: readsBook(),
    call: (ctx) => ({ url: `/api/project/${ctx.books.newPrint}/book-size-match` }),
  },
  // The pricing step's quotes: of the figures given, or of the owner's book when it is named.
  {
    method: 'GET',
    route: '/api/project/ebook/cost',
    expect: readsAccount(),
    call: () => ({ url: '/api/project/ebook/cost?price=4.99' }),
  },
  ...(['print/cost', 'print/quote', 'personal/quote'] as const).map(
    (path): Row => ({
      method: 'GET',
      route: `/api/project/${path}`,
      expect: readsBook(),
      call: (ctx) => ({ url: `/api/project/${path}?projectId=${ctx.books.newPrint}` }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/project/ISBNOptions',
    expect: readsBook(),
    call: (ctx) => ({ url: `/api/project/ISBNOptions?projectId=${ctx.books.newPrint}` }),
  },
  {
    method: 'POST',
    route: '/api/project/:id/free-isbn',
    expect: changesBook(),
    call: async (ctx, caller) => ({
      url: `/api/project/${(await bookFor(ctx, caller, changesBook(), { type: 'PRINT' })).id}/free-isbn`,
    }),
  },
];

const groupRows: Row[] = [
  {
    method: 'GET',
    route: '/api/projectgroups/query',
    expect: readsAccount(),
    call: () => ({ url: '/api/projectgroups/query?limit=100' }),
    check: holdsFor(
      OWNERS,
      (p) => (p.projectGroups as { title: string }[]).map((g) => g.title),
      () => 'The Lighthouse Keeper’s Daughter',
    ),
  },
  {
    method: 'GET',
    route: '/api/projectgroups/query-grouped-project/:id',
    expect: readsBook(),
    call: async (ctx) => ({ url: `/api/projectgroups/query-grouped-project/${await groupOf(ctx)}` }),
  },
  {
    method: 'GET',
    route: '/api/projectgroups/existing-titles',
    expect: readsAccount(),
    check: holdsFor(
      OWNERS,
      (p) => (p.titles as { projectIds: string[] }[]).flatMap((x) => x.projectIds),
      (ctx) => ctx.books.onSaleEbook,
    ),
  },
  {
    method: 'PUT',
    route: '/api/projectgroups/clone/:groupProjectId/:type',
    // A new title of the owner's each time: a title takes one project of each type.
    expect: changesBook(),
    call: async (ctx, caller) => ({
      url: `/api/projectgroups/clone/${(await bookFor(ctx, caller, changesBook())).groupProjectId}/PRINT`,
    }),
  },
];

// The demo author's own earlier book, transferred to them at the seed: asking again is no change.
const TRANSFER = { vendornumber: 'V1000001', isbn: '9798886450309' };
const TAKEN = { status: 409, code: '21054', why: "another account's ISBN: not available" };

const isbnRows: Row[] = (['tranfer_isbn_project', 'transfer_isbn_project'] as const).map(
  (path): Row => ({
    method: 'POST',
    route: `/api/project/${path}`,
    // An ISBN moves to the account the caller works in: the owner's has it; anyone else's may not.
    expect: changesBook('ok', { otherAuthor: TAKEN, admin: TAKEN }),
    call: () => ({ url: `/api/project/${path}`, body: TRANSFER }),
  }),
);

/** Search suggestions: their ids hold the owner's book for `roles` only. */
const finds = (roles: readonly Role[]) => holdsFor(roles, ids('results'), (ctx) => ctx.books.onSaleEbook);

const searchRows: Row[] = [
  {
    method: 'GET',
    route: '/api/search/search',
    // Administrators search every account.
    expect: readsAccount(),
    call: () => ({ url: '/api/search/search?q=Lighthouse' }),
    check: finds([...OWNERS, 'admin']),
  },
  {
    method: 'GET',
    route: '/api/search/project-searches/:a/:b/:c',
    // The owner's account by its customer id: theirs, or an administrator's; nothing for anyone else.
    expect: readsAccount(),
    call: (ctx) => ({ url: `/api/search/project-searches/title/${ctx.owner.customerId}/Lighthouse` }),
    check: finds([...OWNERS, 'admin']),
  },
  {
    method: 'GET',
    route: '/api/search/project-searches-single-user/:a/:c',
    expect: readsAccount(),
    call: () => ({ url: '/api/search/project-searches-single-user/title/Lighthouse' }),
    check: finds(OWNERS),
  },
  {
    method: 'GET',
    route: '/api/search/isbn-lookup/:isbn',
    // The on-sale book's ISBN: in use for anyone, the owner's project only for those who may see it.
    expect: readsAccount(),
    call: () => ({ url: '/api/search/isbn-lookup/9798886450101' }),
    check: holdsFor(
      [...OWNERS, 'admin'],
      (p) => [(p.project as { id: string } | null)?.id],
      (ctx) => ctx.books.onSaleEbook,
    ),
  },
  {
    method: 'GET',
    route: '/api/search/series-search',
    expect: readsAccount(),
    call: () => ({ url: '/api/search/series-search?q=Brasswood' }),
    check: holdsFor(
      [...OWNERS, 'admin'],
      (p) => (p.series as { name: string }[]).map((s) => s.name),
      () => 'The Brasswood Chronicles',
    ),
  },
  {
    method: 'GET',
    route: '/api/search/contributors',
    expect: readsAccount(),
    call: () => ({ url: '/api/search/contributors?q=Reyes' }),
    check: holdsFor(
      [...OWNERS, 'admin'],
      (p) => (p.contributors as { lastName: string }[]).map((c) => c.lastName),
      () => 'Reyes',
    ),
  },
];

/** Reference data of the wizard and the catalogue's categories: public by design. */
const referenceRows: Row[] = [
  ...['royalty-prices', 'priceUpdateWindow', 'eBookSize', 'printBookSize', 'getAllLanguages'].map(
    (path): Row => ({ method: 'GET', route: `/api/project/${path}`, expect: open() }),
  ),
  ...['ebook-categories', 'explore-categories', 'categories'].map(
    (path): Row => ({ method: 'GET', route: `/api/book/${path}`, expect: open() }),
  ),
  {
    method: 'GET',
    route: '/api/book/search-categories',
    expect: open(),
    call: () => ({ url: '/api/book/search-categories?query=gardening' }),
  },
  { method: 'GET', route: '/api/health', expect: open() },
];

export const projectRowsAll: Row[] = [
  ...projectRows,
  ...groupRows,
  ...isbnRows,
  ...searchRows,
  ...referenceRows,
];
