import { randomUUID } from 'node:crypto';
import { flattenCategoryTree } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingContributor } from './contributor-helpers';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { childText, createBook, setColumns, type XmlElement, xmlElements, xmlTexts } from './onix-helpers';
import { onixSchemaErrors } from './onix-schema';
import { otherAuthor } from './project-helpers';

const TITLE = 'Tom & Jerry <"Le Café"> l’été — 漢字';
const ALL_ROLES = ['A', 'E', 'I', 'T', 'P', 'V', 'L', 'Y', 'other'];

describe('ONIX record of a book: GET /api/project/{id}/onix', () => {
  let t: TestApp;
  let author: TestClient;
  let admin: TestClient;
  let ebookId: string;
  let printId: string;
  const leaves = flattenCategoryTree().filter((r) => r.bottomLevel && r.audience === 'TRA' && r.bisac);

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    admin = t.client();
    await admin.signIn(ADMIN);
    ebookId = await createBook(author, { type: 'EBOOK', title: 'Draft' });
    await createBook(author, {
      id: ebookId,
      subtitle: 'Une histoire',
      contributors: ALL_ROLES.map((role, i) => ({ firstName: `Zoë${i}`, lastName: `O'Brien-${role}`, role })),
      categories: leaves.slice(0, 2).map((c) => c.categoryId),
      inSeries: true,
      seriesName: 'Les Chats & Souris',
      seriesNumber: 2,
      languageCode: 'fre',
      audience: 'TRA',
      mature: true,
      copyrightYear: 2025,
      publisherName: 'Éditions Lumière & Fils',
      publicationDate: '2026-10-01',
      listPrice: '4.99',
      description: '<p>Un chat <b>&amp;</b> une souris</p><ul><li>« one »</li></ul>',
    });
    // The title and ISBN straight into the row: markup characters, quotes, non-ASCII and a control
    // character XML cannot carry, whatever the save's own rules would keep.
    await setColumns(t, ebookId, { title: `${TITLE}\u0001`, isbn: '9781234567897', status: 'ONSALE' });
    printId = await createBook(author, {
      type: 'PRINT',
      title: 'Harbour Lights',
      bookSizeType: '6x9-HARDCOVER_DUST_JACKET-FULL_COLOR',
      pageSize: '6x9',
      pageCount: 240,
      printColor: 'FULL_COLOR',
      paperColor: 'WHITE',
      coverFormat: 'HARDCOVER_DUST_JACKET',
    });
    await createBook(author, {
      id: printId,
      listPrice: '24.99',
      audience: 'JUV',
      ageRange: 'SIX_EIGHT',
      languageCode: 'eng',
      contributors: [
        { firstName: 'Ada', lastName: 'Author', role: 'A' },
        { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
      ],
    });
    await setColumns(t, printId, { status: 'LSI_ONSALE' });
  });
  afterAll(() => t.close());

  it('answers an on-sale eBook and an on-sale print book as XML downloads that pass the ONIX 3.0 schema', async () => {
    const ebook = await author.get(`/api/project/${ebookId}/onix`);
    const print = await author.get(`/api/project/${printId}/onix`);
    for (const res of [ebook, print]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(ebook.headers['content-disposition']).toBe('attachment; filename="onix-9781234567897.xml"');
    expect(print.headers['content-disposition']).toBe(`attachment; filename="onix-${printId}.xml"`);
    // GET trade-download: every on-sale book of the account (the demo's two, and these two) in one message.
    const trade = await author.get('/api/project/trade-download');
    expect(trade.statusCode).toBe(200);
    expect(trade.headers['content-disposition']).toMatch(/^attachment; filename="trade-\d{8}T\d{6}\.xml"$/);
    expect(xmlElements(trade.body, 'Product')).toHaveLength(4);
    const stranger = await otherAuthor(t);
    const none = await stranger.get('/api/project/trade-download');
    expect(xmlElements(none.body, 'Product')).toHaveLength(0);
    expect(xmlElements(none.body, 'NoProduct')).toHaveLength(1);
    const anonymous = t.client();
    expect((await anonymous.get('/api/project/trade-download')).statusCode).toBe(401);
    const errors = await onixSchemaErrors({
      ebook: ebook.body,
      print: print.body,
      trade: trade.body,
      none: none.body,
    });
    expect(errors).toEqual({ ebook: [], print: [], trade: [], none: [] });
    // One message, one header, one product each.
    for (const res of [ebook, print]) {
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xmlElements(res.body, 'Header')).toHaveLength(1);
      expect(xmlElements(res.body, 'Product')).toHaveLength(1);
      expect(xmlTexts(res.body, 'SenderName')).toEqual(['Quire']);
    }
  });

  it('the trade download holds each book exactly as its own record (read in one batch, not book by book)', async () => {
    const trade = (await author.get('/api/project/trade-download')).body;
    const products = trade.match(/<Product>[\s\S]*?<\/Product>/g) ?? [];
    for (const id of [ebookId, printId]) {
      const own = (await author.get(`/api/project/${id}/onix`)).body.match(
        /<Product>[\s\S]*?<\/Product>/,
      )?.[0];
      expect(own).toBeTruthy();
      expect(products).toContain(own);
    }
  });

  it('the eBook: digital EPUB, every contributor role, subjects, series, language, adult rating, price', async () => {
    const xml = (await author.get(`/api/project/${ebookId}/onix`)).body;
    expect(xmlTexts(xml, 'RecordReference')).toEqual([`quire.project.${ebookId}`]);
    expect(xmlTexts(xml, 'NotificationType')).toEqual(['03']);
    const ids = xmlElements(xml, 'ProductIdentifier').map((e) => [
      childText(e, 'ProductIDType'),
      childText(e, 'IDValue'),
    ]);
    expect(ids).toEqual([
      ['01', ebookId],
      ['03', '9781234567897'],
      ['15', '9781234567897'],
    ]);
    expect(xmlTexts(xml, 'ProductForm')).toEqual(['ED']);
    expect(xmlTexts(xml, 'ProductFormDetail')).toEqual(['E101']);
    expect(xmlElements(xml, 'Measure')).toEqual([]);
    expect(xmlTexts(xml, 'ContributorRole')).toEqual([
      'A01',
      'B01',
      'A12',
      'B06',
      'A13',
      'A24',
      'C01',
      'E03',
      'Z99',
    ]);
    const first = xmlElements(xml, 'Contributor')[0] as XmlElement;
    expect(childText(first, 'PersonName')).toBe("Zoë0 O'Brien-A");
    expect(childText(first, 'KeyNames')).toBe("O'Brien-A");
    expect(xmlTexts(xml, 'SubjectCode')).toEqual(leaves.slice(0, 2).map((c) => c.bisac));
    expect(xmlElements(xml, 'MainSubject')).toHaveLength(1);
    expect(xmlTexts(xml, 'LanguageCode')).toEqual(['fre']);
    expect(xmlTexts(xml, 'AudienceCodeValue')).toEqual(['01', '02']);
    const collection = xmlElements(xml, 'Collection')[0] as XmlElement;
    expect(childText(collection, 'TitleText')).toBe('Les Chats & Souris');
    expect(childText(collection, 'PartNumber')).toBe('2');
    expect(xmlTexts(xml, 'PublisherName')).toEqual(['Éditions Lumière & Fils']);
    expect(xmlTexts(xml, 'PublishingStatus')).toEqual(['04']);
    expect(xmlTexts(xml, 'ProductAvailability')).toEqual(['20']);
    expect(xmlTexts(xml, 'Date')).toEqual(['20261001']);
    expect(xmlTexts(xml, 'CopyrightYear')).toEqual(['2025']);
    expect(xmlTexts(xml, 'PriceAmount')).toEqual(['4.99']);
    expect(xmlTexts(xml, 'CurrencyCode')).toEqual(['USD']);
  });

  it('text is escaped by the writer: the title, subtitle and HTML description come back as they were', async () => {
    const xml = (await author.get(`/api/project/${ebookId}/onix`)).body;
    // The control character is dropped; markup characters, quotes and non-ASCII text survive.
    expect(xmlTexts(xml, 'TitleText')).toEqual(['Les Chats & Souris', TITLE]);
    expect(xmlTexts(xml, 'Subtitle')).toEqual(['Une histoire']);
    expect(xml).toContain('Tom &amp; Jerry &lt;&quot;Le Café&quot;&gt;');
    const text = xmlElements(xml, 'Text')[0] as XmlElement;
    expect(text.attrs.textformat).toBe('02');
    const description = (await author.get(`/api/project/${ebookId}`)).json().payload.description;
    expect(text.text).toBe(description);
    expect(description).toContain('<b>&amp;</b>');
  });

  it('the print book: hardback with dust jacket, measures, pages, children 6–8, the author publishes', async () => {
    const xml = (await author.get(`/api/project/${printId}/onix`)).body;
    expect(xmlTexts(xml, 'ProductForm')).toEqual(['BB']);
    expect(xmlTexts(xml, 'ProductFormDetail')).toEqual(['B501']);
    const measures = xmlElements(xml, 'Measure').map((e) => [
      childText(e, 'MeasureType'),
      childText(e, 'Measurement'),
      childText(e, 'MeasureUnitCode'),
    ]);
    // Boards overhang the 6 × 9 trim by 1/8 in; the spine is 240 pages of premium white plus the boards.
    expect(measures).toEqual([
      ['01', '9.25', 'in'],
      ['02', '6.125', 'in'],
      ['03', '0.813', 'in'],
    ]);
    expect(xmlTexts(xml, 'ExtentValue')).toEqual(['240']);
    expect(xmlTexts(xml, 'ContributorRole')).toEqual(['A01', 'A12']);
    expect(xmlTexts(xml, 'AudienceCodeValue')).toEqual(['02']);
    expect(xmlTexts(xml, 'AudienceRangeValue')).toEqual(['6', '8']);
    expect(xmlTexts(xml, 'PublisherName')).toEqual(['Ada Author']);
    expect(xmlTexts(xml, 'PriceAmount')).toEqual(['24.99']);
    expect(xmlElements(xml, 'ProductIdentifier')).toHaveLength(1);
  });

  it('a book that is not on sale has no record yet: 409 ONIX_NOT_ON_SALE in the envelope', async () => {
    const draft = await createBook(author, { type: 'EBOOK', title: 'Not yet' });
    for (const status of ['EDITING', 'PROCESSING_ONSALE', 'PROCESSING_OFFSALE', 'OFFSALE', 'CORRECTING']) {
      await setColumns(t, draft, { status });
      const res = await author.get(`/api/project/${draft}/onix`);
      expect(res.statusCode, status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        code: 'ONIX_NOT_ON_SALE',
        payload: null,
        errors: [
          { code: 'ONIX_NOT_ON_SALE', description: 'This book has no ONIX record until it is on sale.' },
        ],
      });
    }
    // A legacy spelling of the on-sale status counts as on sale.
    await setColumns(t, draft, { status: 'OnSale' });
    expect((await author.get(`/api/project/${draft}/onix`)).statusCode).toBe(200);
  });

  it('who may read it: owner and administrator yes; anonymous 401; another author, unknown id 404', async () => {
    expect((await admin.get(`/api/project/${ebookId}/onix`)).statusCode).toBe(200);
    const anon = await t.client().get(`/api/project/${ebookId}/onix`);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('UNAUTHORIZED');
    const stranger = await otherAuthor(t);
    const theirs = await stranger.get(`/api/project/${ebookId}/onix`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    expect((await author.get(`/api/project/${randomUUID()}/onix`)).statusCode).toBe(404);
    expect((await author.get('/api/project/not-an-id/onix')).statusCode).toBe(404);
  });

  it('contributors: with the project dashboard permission yes, with only order copy 403', async () => {
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    const res = await dashboard.client.get(`/api/project/${ebookId}/onix`);
    expect(res.statusCode).toBe(200);
    expect(xmlTexts(res.body, 'RecordReference')).toEqual([`quire.project.${ebookId}`]);
    const orders = await actingContributor(t, author, ['ORDER_COPY']);
    const refused = await orders.client.get(`/api/project/${ebookId}/onix`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const reports = await actingContributor(t, author, ['SALES_REPORT_DASHBOARD']);
    expect((await reports.client.get(`/api/project/${ebookId}/onix`)).statusCode).toBe(403);
  });

  it('both routes are in the OpenAPI reference as application/xml', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const record = doc.paths['/api/project/{id}/onix'].get;
    const feed = doc.paths['/api/admin/onix-feed'].get;
    for (const op of [record, feed]) {
      expect(op.responses['200'].content['application/xml'].schema.type).toBe('string');
      expect(op.responses['401'].content['application/json']).toBeDefined();
    }
    expect(record.responses['409']).toBeDefined();
    expect(feed.parameters.map((p: { name: string }) => p.name)).toEqual([
      'since',
      'after',
      'recordsPerPage',
    ]);
  });
});
