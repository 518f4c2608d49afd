import { statementKey } from '../accessibility/schema';
import { toNewYorkDate } from '../format/new-york-date';
import { toDecimal } from '../format/price';
import type { Project } from './types';

/**
 * A save sends back any field it likes, and a field sent with the value it already has is no
 * change: it is dropped before the save's rules run, so a project loaded with
 * `GET /api/project/{id}` saves back unchanged whatever its status, and only real changes meet the
 * wizard's locks (`saveRefusal`). The body has passed `projectSaveSchema` (trimmed, ids for
 * categories, "9.99" for money, ISBN-13 for an ISBN); `existing` is the project as the API
 * answers it.
 */

/** The stored project a save is compared with: the fields of `Project` it needs. */
export type SaveBaseline = Partial<Project>;

type Body = Readonly<Record<string, unknown>>;

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** The instant of a date field, a date-only value being midnight in New York. */
const instant = (v: unknown): number | null => {
  if (isBlank(v)) return null;
  const d = toNewYorkDate(v as string);
  return d ? d.getTime() : Number.NaN;
};

const sameMoney = (a: unknown, b: unknown): boolean => {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  const x = toDecimal(a as string);
  const y = toDecimal(b as string);
  return x !== null && y !== null && x.eq(y);
};

const lower = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : null);

/** Contributors are one list: the same people in the same order with the same roles and e-mails. */
const contributorsKey = (list: unknown): string =>
  JSON.stringify(
    (Array.isArray(list) ? list : []).map((c: Record<string, unknown>) => [
      String(c.firstName ?? '').trim(),
      String(c.lastName ?? '').trim(),
      c.role,
      lower(c.email),
    ]),
  );

const categoryIds = (list: unknown): string[] =>
  (Array.isArray(list) ? list : []).map((c) =>
    typeof c === 'object' && c !== null ? String((c as { categoryId?: unknown }).categoryId) : String(c),
  );

/** Whether `value` (from the save body) is what `existing` already holds for `key`. */
export function sameAsStored(existing: SaveBaseline, key: string, value: unknown): boolean {
  if (!Object.hasOwn(existing, key)) return false;
  const stored = (existing as Record<string, unknown>)[key];
  switch (key) {
    case 'listPrice':
      return sameMoney(value, stored);
    case 'onSaleDate':
    case 'publicationDate':
      return instant(value) === instant(stored);
    case 'isbn':
      return (isBlank(value) ? null : String(value).replace(/[-\s]/g, '')) === (stored ?? null);
    case 'contributors':
      return contributorsKey(value) === contributorsKey(stored);
    case 'categories':
      return JSON.stringify(categoryIds(value)) === JSON.stringify(categoryIds(stored));
    case 'accessibility':
      return statementKey(value) === statementKey(stored);
    default:
      if (isBlank(value) && isBlank(stored)) return true;
      return value === stored;
  }
}

/**
 * The save body without the fields whose value is what the project already holds (`id` stays).
 * With no existing project (a create) the body is answered as it is.
 */
export function realChanges<T extends Body>(existing: SaveBaseline | null, body: T): T {
  if (!existing) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (key === 'id' || !sameAsStored(existing, key, value)) out[key] = value;
  }
  return out as T;
}
