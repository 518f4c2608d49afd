import { CONTENT_MESSAGES as M, PROJECT_MESSAGES } from '@quire/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createPageContent } from '../src/modules/content';
import { seed } from '../src/seed';
import {
  DEMO_BUILDER_MODULE_ID,
  DEMO_HOME_BANNER_ID,
  DEMO_PROJECTS_MODULE_ID,
} from '../src/seed/content-modules';
import { createServices } from '../src/services';
import { auditOf } from './admin-helpers';
import { contentApp, fieldErrors, NO_ID, uploadedImage } from './content-helpers';
import type { TestApp, TestClient } from './helpers';

/**
 * Site modules (spec 3 §3, §7) and the one call a page makes for its content (spec 1 §7
 * page-banners/{page}): the administrators' CRUD with every rule on its field, audited; what a page
 * shows (active, within its start and end, aimed at it, by position); the demo seed.
 */
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let anonymous: TestClient;
let image: string;

type Module = Record<string, unknown> & {
  id: string;
  pages: string[];
  moduleType: string;
  columns: Column[];
};
type Column = Record<string, unknown> & { copy: string | null; imagePath: string | null };

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
  image = await uploadedImage(admin, '/api/admin/site-module-image-upload', {
    width: 30,
    height: 30,
    background: '#123',
  });
});
afterAll(() => t.close());

function moduleBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Tips',
    moduleType: 'LEFT_NAV_PROJECT',
    template: 'TEXT',
    doubleTemplate: false,
    columns: [
      { heading: 'Tip', copy: '<p>Read the <a href="/html-guide">guide</a>.</p>', link: '/html-guide' },
    ],
    pages: ['projects'],
    position: 10,
    active: true,
    ...over,
  };
}
const save = (c: TestClient, module: Record<string, unknown>) =>
  c.post('/api/admin/site-module-create', { module });
const saved = async (module: Record<string, unknown>): Promise<Module> => {
  const res = await save(admin, module);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.module;
};
const pageContent = async (c: TestClient, page: string) => {
  const res = await c.get(`/api/project/page-banners/${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { page: string; modules: Module[]; banners: { id: string }[]; messages: [] };
};

describe('page-banners', () => {
  it("answers the projects page's seeded module, no module of another page, and no messages for a visitor", async () => {
    const res = await anonymous.get('/api/project/page-banners/projects');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const content = res.json().payload;
    expect(content.page).toBe('projects');
    expect(content.modules.map((m: Module) => m.id)).toContain(DEMO_PROJECTS_MODULE_ID);
    expect(content.modules.map((m: Module) => m.id)).not.toContain(DEMO_BUILDER_MODULE_ID);
    for (const m of content.modules as Module[]) expect(m.pages).toContain('projects');
    expect(content.banners).toEqual([]);
    expect(content.messages).toEqual([]);
    const seeded = content.modules.find((m: Module) => m.id === DEMO_PROJECTS_MODULE_ID);
    expect(seeded).toMatchObject({ moduleType: 'LEFT_NAV_PROJECT', name: 'Print your book' });
  });

  it("answers the builder's module on a builder page, the home banner with a loadable image, 404 elsewhere", async () => {
    const builder = await pageContent(author, 'print-cover');
    expect(builder.modules.map((m) => m.id)).toEqual([DEMO_BUILDER_MODULE_ID]);
    const home = await pageContent(anonymous, 'home');
    const banner = home.banners.find((b) => b.id === DEMO_HOME_BANNER_ID) as
      | Record<string, string>
      | undefined;
    expect(banner).toMatchObject({ resourceType: 'IMAGE', size: 'LEADERBOARD', link: '/how-it-works' });
    const img = await anonymous.get(banner?.imageUrl ?? '');
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(await sharp(img.rawPayload).metadata()).toMatchObject({ width: 728, height: 90 });
    const nowhere = await anonymous.get('/api/project/page-banners/checkout');
    expect(nowhere.statusCode).toBe(404);
  });

  it('passes the signed-in reader to the messages, and asks nothing for a visitor', async () => {
    const asked: unknown[] = [];
    const message = {
      messageId: 'm1',
      typeId: 2,
      title: 'Hi',
      details: '<p>Hi</p>',
      link: null,
      severity: 'INFO',
    };
    const content = createPageContent({
      modules: { showing: async () => [] },
      banners: { showing: async () => [] },
      messagesFor: async (user) => {
        asked.push(user);
        return [{ ...message, startAt: '2026-01-01T00:00:00.000Z', affectedTitles: null } as never];
      },
    });
    const reader = { customerId: 'C1' } as never;
    expect((await content.forPage(reader, 'projects')).messages).toHaveLength(1);
    expect((await content.forPage(null, 'projects')).messages).toEqual([]);
    expect(asked).toEqual([reader]);
    await expect(content.forPage(reader, 'nowhere')).rejects.toMatchObject({ status: 404 });
  });

  it('shows only what is active and within its start and end, by position', async () => {
    // Minutes, not hours: the clients' sessions must outlive the clock's move.
    const minute = 60_000;
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
    const late = await saved(moduleBody({ name: 'Second', position: 900 }));
    const early = await saved(moduleBody({ name: 'First', position: 1 }));
    const off = await saved(moduleBody({ name: 'Off', active: false }));
    const future = await saved(moduleBody({ name: 'Later', startAt: at(minute) }));
    const past = await saved(moduleBody({ name: 'Ended', startAt: at(-2 * minute), endAt: at(-minute) }));
    const elsewhere = await saved(
      moduleBody({ name: 'Builder', moduleType: 'LEFT_NAV_BAB', pages: ['ebook-cover'] }),
    );
    const ids = (await pageContent(author, 'projects')).modules.map((m) => m.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    for (const hidden of [off, future, past, elsewhere]) expect(ids).not.toContain(hidden.id);

    const display = await admin.get(
      '/api/admin/site-module-display?moduleType=LEFT_NAV_PROJECT&pageUrl=projects',
    );
    const shown = (display.json().payload.modules as Module[]).map((m) => m.id);
    expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
    expect(shown).toContain(early.id);
    expect(shown).not.toContain(future.id);

    t.clock.advance(2 * minute);
    expect((await pageContent(author, 'projects')).modules.map((m) => m.id)).toContain(future.id);
    for (const m of [late, early, off, future, past, elsewhere])
      expect((await admin.request('DELETE', `/api/admin/site-modules-delete?id=${m.id}`)).statusCode).toBe(
        200,
      );
  });
});

describe('site modules', () => {
  it('creates, reads, lists, changes and deletes a module, each change audited', async () => {
    const created = await saved(
      moduleBody({
        columns: [
          {
            heading: ' Tip ',
            copy: '<p onclick="steal()">Hello <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
            link: 'https://example.com/help',
          },
        ],
      }),
    );
    const copy = created.columns[0]?.copy ?? '';
    expect(copy).toContain('Hello');
    for (const bad of ['script', 'onerror', 'onclick', 'javascript:', 'alert', '<img'])
      expect(copy).not.toContain(bad);
    expect(created.columns[0]).toMatchObject({
      heading: 'Tip',
      link: 'https://example.com/help',
      imageUrl: null,
    });

    const read = (await admin.get(`/api/admin/site-module?id=${created.id}`)).json().payload.module;
    expect(read).toEqual(created);
    // The module as read, sent back unchanged, is accepted and stays the same.
    const again = await saved(read);
    expect({ ...again, updatedAt: null }).toEqual({ ...read, updatedAt: null });

    const changed = await saved({ ...read, name: 'Renamed', position: 3 });
    expect(changed).toMatchObject({ id: created.id, name: 'Renamed', position: 3 });
    const entries = await auditOf(admin, created.id);
    expect(entries[0]).toMatchObject({ action: 'content.module.save' });
    expect(entries[0]?.before).toMatchObject({ name: 'Tips' });
    expect(entries[0]?.after).toMatchObject({ name: 'Renamed' });

    const list = (
      await admin.get('/api/admin/site-modules?moduleType=LEFT_NAV_PROJECT&recordsPerPage=1')
    ).json().payload;
    expect(list.modules).toHaveLength(1);
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    const banners = (await admin.get('/api/admin/site-modules?moduleType=LEFT_NAV_BAB')).json().payload
      .modules;
    expect(banners.every((m: Module) => m.moduleType === 'LEFT_NAV_BAB')).toBe(true);

    const del = await admin.request('DELETE', `/api/admin/site-modules-delete?id=${created.id}`);
    expect(del.json().payload).toEqual({ deleted: true, id: created.id });
    expect((await auditOf(admin, created.id))[0]?.action).toBe('content.module.delete');
    expect((await admin.get(`/api/admin/site-module?id=${created.id}`)).statusCode).toBe(404);
    expect(
      (await admin.request('DELETE', `/api/admin/site-modules-delete?id=${created.id}`)).statusCode,
    ).toBe(404);
    expect((await save(admin, moduleBody({ id: NO_ID }))).statusCode).toBe(404);
  });

  it('takes images by the filePath of an upload, in each column of an IMAGE module', async () => {
    const m = await saved(
      moduleBody({
        moduleType: 'BANNER',
        template: 'IMAGE_TEXT',
        doubleTemplate: true,
        pages: ['home', 'projects'],
        columns: [
          { imagePath: image, imageAlt: 'A square', copy: '<p>One</p>' },
          { imagePath: image, copy: '<p>Two</p>' },
        ],
      }),
    );
    expect(m.columns[0]).toMatchObject({ imagePath: image, imageUrl: `/${image}`, imageAlt: 'A square' });
    expect(m.columns[1]).toMatchObject({ imagePath: image, imageAlt: null });
  });

  it('reports every rule on its field', async () => {
    const res = await save(
      admin,
      moduleBody({
        pages: ['projects', 'home'],
        doubleTemplate: true,
        template: 'IMAGE_TEXT',
        columns: [{ copy: '<script>alert(1)</script>', link: 'javascript:alert(1)' }],
        startAt: '2026-05-01T00:00:00Z',
        endAt: '2026-04-01T00:00:00Z',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      'module.pages': M.modulePageNotAllowed,
      'module.columns': M.moduleColumnCount,
      'module.columns.0.imagePath': M.imageRequired,
      'module.columns.0.copy': M.moduleCopyRequired,
      'module.columns.0.link': M.linkInvalid,
      'module.endAt': M.endBeforeStart,
    });

    const more = await save(
      admin,
      moduleBody({
        moduleType: 'LEFT_NAV_BAB',
        pages: ['projects'],
        template: 'IMAGE',
        columns: [{ imagePath: 'content-images/not-uploaded.png', link: '//evil.example' }],
        startAt: 'someday',
      }),
    );
    expect(fieldErrors(more)).toEqual({
      'module.pages': M.modulePageNotAllowed,
      'module.columns.0.imagePath': M.imageRequired,
      'module.columns.0.link': M.linkInvalid,
      'module.startAt': PROJECT_MESSAGES.date,
    });
    const single = await save(admin, moduleBody({ columns: [{ copy: '<p>a</p>' }, { copy: '<p>b</p>' }] }));
    expect(fieldErrors(single)).toEqual({ 'module.columns': M.moduleColumnCount });

    const schema = await save(admin, moduleBody({ name: ' ', pages: [], template: 'POSTER' }));
    expect(fieldErrors(schema)).toMatchObject({
      'module.name': M.titleRequired,
      'module.pages': M.modulePagesRequired,
      'module.template': M.moduleTemplateRequired,
    });
  });

  it('is for administrators only: an author 403, a visitor 401', async () => {
    for (const [c, status] of [
      [author, 403],
      [anonymous, 401],
    ] as const) {
      expect((await c.get('/api/admin/site-modules')).statusCode).toBe(status);
      expect((await c.get(`/api/admin/site-module?id=${DEMO_PROJECTS_MODULE_ID}`)).statusCode).toBe(status);
      expect((await save(c, moduleBody())).statusCode).toBe(status);
      const del = await c.request('DELETE', `/api/admin/site-modules-delete?id=${DEMO_PROJECTS_MODULE_ID}`);
      expect(del.statusCode).toBe(status);
    }
    expect((await admin.get(`/api/admin/site-module?id=${DEMO_PROJECTS_MODULE_ID}`)).statusCode).toBe(200);
  });
});

describe('demo seed', () => {
  it('adds its modules, banner and image once, and leaves an administrator’s change alone', async () => {
    const count = async () => {
      const r = await t.database.db.execute(
        sql`select (select count(*) from site_modules)::int as m, (select count(*) from ad_banners)::int as b,
                   (select count(*) from content_images)::int as i`,
      );
      return rowsOf<{ m: number; b: number; i: number }>(r)[0];
    };
    const read = (await admin.get(`/api/admin/site-module?id=${DEMO_PROJECTS_MODULE_ID}`)).json().payload
      .module;
    await saved({ ...read, name: 'Print it' });
    const before = await count();
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    expect(await count()).toEqual(before);
    const after = (await admin.get(`/api/admin/site-module?id=${DEMO_PROJECTS_MODULE_ID}`)).json().payload
      .module;
    expect(after.name).toBe('Print it');
  });
});
