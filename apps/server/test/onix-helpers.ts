import { sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { createUnitOfWork, type Tx } from '../src/db/unit-of-work';
import { createServices } from '../src/services';
import type { TestApp, TestClient } from './helpers';

/**
 * What the ONIX tests share: a book put into a status straight through the database (the publishing
 * flow that moves it is the publishing module's), the publishing job's transaction around
 * `recordSaleChange`, and reading an answer's XML.
 */

/** Sets a project's columns directly (status, ISBN, pre-order dates): the test's own fixture. */
export async function setColumns(
  t: TestApp,
  id: string,
  columns: Partial<Record<'status' | 'isbn' | 'title' | 'pre_order' | 'on_sale_date', string | boolean>>,
): Promise<void> {
  for (const [column, value] of Object.entries(columns)) {
    await t.database.db.execute(
      sql`update projects set ${sql.identifier(column)} = ${value} where id = ${id}`,
    );
  }
}

const servicesOf = new WeakMap<TestApp, ReturnType<typeof createServices>>();

/** What a publishing job does when a book reaches a sale status: the status and the feed entry in one transaction. */
export async function recordSale(
  t: TestApp,
  id: string,
  change: 'ONSALE' | 'OFFSALE',
  also?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const services = servicesOf.get(t) ?? createServices(t.database.db, t.config, t.database.kind);
  servicesOf.set(t, services);
  await createUnitOfWork(t.database.db, () => null).withTransaction(async (_r, tx) => {
    await tx.execute(sql`update projects set status = ${change} where id = ${id}`);
    await services.onix.recordSaleChange(id, change, tx);
    await also?.(tx);
  });
}

/** Creates a book through the API; answers its id. */
export async function createBook(author: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await author.post('/api/project', body);
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.id as string;
}

/** An element as the tests read it: local name, attributes, child elements and all the text inside. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Every element of a document in document order, read with saxes (a strict, conformant XML parser,
 * not the library that wrote the record), which rejects a document that is not well-formed.
 */
export function readXml(xml: string): XmlElement[] {
  const parser = new SaxesParser({ xmlns: true });
  const all: XmlElement[] = [];
  const open: XmlElement[] = [];
  parser.on('opentag', (tag) => {
    const attrs = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local || a.name, a.value]));
    const el: XmlElement = { name: tag.local, attrs, children: [], text: '' };
    open.at(-1)?.children.push(el);
    open.push(el);
    all.push(el);
  });
  parser.on('text', (text) => {
    for (const el of open) el.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  return all;
}

/** The elements of an XML document by local name, in document order. */
export const xmlElements = (xml: string, name: string): XmlElement[] =>
  readXml(xml).filter((e) => e.name === name);

/** The text of every element of that name. */
export const xmlTexts = (xml: string, name: string): string[] => xmlElements(xml, name).map((e) => e.text);

/** The text of the first element of that name inside `el`, or null. */
export function childText(el: XmlElement, name: string): string | null {
  const queue = [...el.children];
  while (queue.length) {
    const next = queue.shift() as XmlElement;
    if (next.name === name) return next.text;
    queue.push(...next.children);
  }
  return null;
}
