import { describe, expect, it } from 'vitest';
import { INGEST_MESSAGES, ingestBatchSchema, retailEventSchema } from './ingest';

const sale = {
  eventId: 'o-1',
  kind: 'SALE',
  ean: '9780306406157',
  occurredAt: '2026-11-20T14:30:00-05:00',
  unitPrice: '4.99',
};

const problems = (value: unknown) => {
  const r = ingestBatchSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a retailer event', () => {
  it('takes a sale, a reading progress and a sample opened with what each needs', () => {
    expect(retailEventSchema.safeParse(sale).success).toBe(true);
    expect(
      retailEventSchema.safeParse({ ...sale, kind: 'READING_PROGRESS', unitPrice: undefined, progress: 100 })
        .success,
    ).toBe(true);
    expect(
      retailEventSchema.safeParse({ ...sale, kind: 'SAMPLE_OPENED', unitPrice: undefined }).success,
    ).toBe(true);
  });

  it('names what is missing or wrong, on its field', () => {
    expect(problems({ events: [{ ...sale, unitPrice: undefined }] })).toEqual([
      ['events.0.unitPrice', INGEST_MESSAGES.unitPriceNeeded],
    ]);
    expect(problems({ events: [{ ...sale, kind: 'COUPON_REDEMPTION' }] })).toEqual([
      ['events.0.couponCode', INGEST_MESSAGES.couponCodeNeeded],
    ]);
    expect(problems({ events: [{ ...sale, kind: 'READING_PROGRESS', progress: undefined }] })).toEqual([
      ['events.0.progress', INGEST_MESSAGES.progressNeeded],
    ]);
    for (const unitPrice of ['4.999', '-1.00', '1000.00', 'free', '1e2']) {
      expect(problems({ events: [{ ...sale, unitPrice }] }), unitPrice).toEqual([
        ['events.0.unitPrice', INGEST_MESSAGES.unitPrice],
      ]);
    }
    expect(problems({ events: [{ ...sale, ean: '9780306406158' }] })).toEqual([
      ['events.0.ean', INGEST_MESSAGES.ean],
    ]);
    expect(problems({ events: [{ ...sale, occurredAt: '2026-11-20T14:30:00' }] })).toEqual([
      ['events.0.occurredAt', INGEST_MESSAGES.occurredAt],
    ]);
  });

  it('takes a reader reference of 1 to 200 characters, trimmed', () => {
    const parsed = retailEventSchema.safeParse({ ...sale, readerId: '  acct-42 ' });
    expect(parsed.success && parsed.data.readerId).toBe('acct-42');
    expect(problems({ events: [{ ...sale, readerId: '   ' }] })[0]?.[0]).toBe('events.0.readerId');
    expect(problems({ events: [{ ...sale, readerId: 'r'.repeat(201) }] })[0]?.[0]).toBe('events.0.readerId');
  });

  it('refuses an eventId twice in one batch, at the second', () => {
    expect(problems({ events: [sale, { ...sale, eventId: 'o-2' }, sale] })).toEqual([
      ['events.2.eventId', INGEST_MESSAGES.duplicate],
    ]);
  });
});
