/**
 * The retailer's event batch (`POST /api/retail/events`, decision 043): what a sale, a return, a
 * coupon redemption, a sample opened or a reading progress says, checked whole before anything is
 * kept. A batch with one malformed event is refused whole, naming the event's index and reason, so
 * a retailer never has to work out which half of a batch was taken.
 */
import { z } from 'zod';
import { isValidEan13 } from '../isbn/isbn';
import { EBOOK_PRICE_MAX } from '../pricing/ebook';
import { normalizeMoney, parsePrice } from '../pricing/money';
import { RETAIL_EVENT_KINDS } from './events';
import { isMoneyKind } from './royalty';

/** Most events in one batch. */
export const INGEST_BATCH_MAX = 1000;
/** Most copies one sale or return line counts. */
export const INGEST_QUANTITY_MAX = 10_000;
/** How far in the future an event's time may be (clocks differ); anything later is refused. */
export const INGEST_CLOCK_SKEW_MS = 5 * 60_000;

/** The reasons an event is refused, in the retailer's terms. */
export const INGEST_MESSAGES = {
  ean: 'ean must be a 13-digit EAN with a valid check digit.',
  occurredAt: 'occurredAt must be an ISO 8601 time with its offset, and not in the future.',
  unitPrice: 'unitPrice must be an amount in US dollars from 0.00 to 999.99, such as "2.99".',
  unitPriceNeeded:
    'A sale, a return and a coupon redemption need unitPrice: what the reader paid for one copy.',
  couponCodeNeeded: 'A coupon redemption needs couponCode.',
  progressNeeded: 'A reading progress needs progress: the share of the book read, from 0 to 100.',
  duplicate: 'eventId appears twice in this batch.',
  unknownEan: 'No book on Quire has this EAN.',
  ebookUnitPrice: 'An eBook sells for at most $199.99: unitPrice must be from 0.00 to 199.99 for an eBook.',
} as const;

/**
 * What a sale, return or coupon redemption of a book of `format` may say it cost: an eBook's price
 * bands end at $199.99 (spec 1 §9), so no reader paid more for one, and its royalty has no band
 * above; a print book may cost up to the ingest's own limit. The reason to refuse it, or null.
 */
export function ingestPriceProblem(
  format: string,
  kind: string,
  unitPrice: string | undefined,
): string | null {
  if (format !== 'EBOOK' || unitPrice === undefined || !isMoneyKind(kind)) return null;
  const price = parsePrice(unitPrice);
  return price?.greaterThan(EBOOK_PRICE_MAX) ? INGEST_MESSAGES.ebookUnitPrice : null;
}

const moneyText = z.string().refine(
  (v) => {
    try {
      const m = normalizeMoney(v);
      return m !== null && /^\d{1,3}\.\d{2}$/.test(m) && /^\d+(\.\d{1,2})?$/.test(v.trim());
    } catch {
      return false;
    }
  },
  { error: INGEST_MESSAGES.unitPrice },
);

export const retailEventSchema = z
  .object({
    eventId: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe("The retailer's own id of the event: a repeat is counted once"),
    kind: z.enum(RETAIL_EVENT_KINDS),
    ean: z
      .string()
      .trim()
      .refine((v) => isValidEan13(v), { error: INGEST_MESSAGES.ean }),
    occurredAt: z.iso.datetime({ offset: true, error: INGEST_MESSAGES.occurredAt }),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter ISO 3166 code.' })
      .optional(),
    quantity: z
      .number()
      .int()
      .min(1)
      .max(INGEST_QUANTITY_MAX)
      .optional()
      .describe('Copies (sale, return); 1 when left out'),
    unitPrice: moneyText
      .optional()
      .describe(
        'What the reader paid for one copy, USD (sale, return, coupon redemption); at most 199.99 for an eBook',
      ),
    couponCode: z.string().trim().min(1).max(60).optional(),
    campaign: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe("The coupon's campaign label, if the retailer knows it"),
    progress: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe('Share of the book read, 0 to 100 (reading progress)'),
    referrerDomain: z.string().trim().min(1).max(253).optional(),
    readerId: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "The retailer's pseudonymous reference of the reader (an account or order reference): lets Quire relate a reader's purchase, openings and progress; Quire keeps only a keyed hash of it",
      ),
  })
  .superRefine((e, ctx) => {
    const money = e.kind === 'SALE' || e.kind === 'RETURN' || e.kind === 'COUPON_REDEMPTION';
    if (money && e.unitPrice === undefined) {
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: INGEST_MESSAGES.unitPriceNeeded });
    }
    if (e.kind === 'COUPON_REDEMPTION' && e.couponCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['couponCode'], message: INGEST_MESSAGES.couponCodeNeeded });
    }
    if (e.kind === 'READING_PROGRESS' && e.progress === undefined) {
      ctx.addIssue({ code: 'custom', path: ['progress'], message: INGEST_MESSAGES.progressNeeded });
    }
  });

export type RetailEvent = z.infer<typeof retailEventSchema>;

export const ingestBatchSchema = z
  .object({ events: z.array(retailEventSchema).min(1).max(INGEST_BATCH_MAX) })
  .superRefine((batch, ctx) => {
    const seen = new Set<string>();
    batch.events.forEach((e, i) => {
      if (seen.has(e.eventId)) {
        ctx.addIssue({ code: 'custom', path: ['events', i, 'eventId'], message: INGEST_MESSAGES.duplicate });
      }
      seen.add(e.eventId);
    });
  });
