import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES as M } from './messages';
import { addBusinessDays, checkPromoStatusChange, promoTabOf, reviewByDay } from './review';

// Noon in New York on Wednesday 2026-03-04.
const WED = new Date('2026-03-04T17:00:00Z');

describe('reviewByDay', () => {
  it('gives a standard promotion 10 business days', () => {
    expect(addBusinessDays('2026-03-04', 10)).toBe('2026-03-18');
    expect(reviewByDay({ submitBy: null, start: null }, WED)).toBe('2026-03-18');
  });
  it('reviews a monthly promotion the day after its submit-by, before its start', () => {
    expect(reviewByDay({ submitBy: '2026-03-10', start: '2026-04-01' }, WED)).toBe('2026-03-11');
    expect(reviewByDay({ submitBy: '2026-03-31', start: '2026-04-01' }, WED)).toBe('2026-03-31');
    expect(reviewByDay({ submitBy: '2026-03-01', start: '2026-03-02' }, WED)).toBe('2026-03-04');
  });
});

describe('promoTabOf', () => {
  it('completes an accepted request once its end has passed', () => {
    expect(promoTabOf('APPROVED', new Date('2026-03-04T16:59:00Z'), WED)).toBe('COMPLETED');
    expect(promoTabOf('APPROVED', new Date('2026-03-05T00:00:00Z'), WED)).toBe('APPROVED');
    expect(promoTabOf('APPROVED', null, WED)).toBe('APPROVED');
    expect(promoTabOf('DECLINED', new Date(0), WED)).toBe('DECLINED');
  });
});

describe('checkPromoStatusChange', () => {
  it('asks an acceptance for both dates, the end after the start', () => {
    expect(checkPromoStatusChange({ status: 'APPROVED' }, WED)).toEqual({
      ok: false,
      problems: [
        { field: 'startDate', message: M.acceptDatesRequired },
        { field: 'endDate', message: M.acceptDatesRequired },
      ],
    });
    const back = checkPromoStatusChange(
      { status: 'APPROVED', startDate: '03/10/2026', endDate: '03/10/2026' },
      WED,
    );
    expect(back).toEqual({ ok: false, problems: [{ field: 'endDate', message: M.orLater('03/11/2026') }] });
    expect(
      checkPromoStatusChange({ status: 'APPROVED', startDate: '03/10/2026', endDate: '03/17/2026' }, WED),
    ).toEqual({
      ok: true,
      value: { status: 'APPROVED', start: '2026-03-10', end: '2026-03-17', decline: null },
    });
  });
  it('asks a decline for its reason, a note with OTHER and a day with RECENTLY_PROMOTED', () => {
    const problem = (input: Parameters<typeof checkPromoStatusChange>[0]) => {
      const r = checkPromoStatusChange(input, WED);
      return r.ok ? null : r.problems[0];
    };
    expect(problem({ status: 'DECLINED' })).toEqual({
      field: 'declineReason',
      message: M.declineReasonRequired,
    });
    expect(problem({ status: 'DECLINED', declineReason: 'OTHER', declineNote: ' ' })).toEqual({
      field: 'declineNote',
      message: M.declineOtherText,
    });
    expect(problem({ status: 'DECLINED', declineReason: 'RECENTLY_PROMOTED' })).toEqual({
      field: 'eligibleAgain',
      message: M.eligibleAgainRequired,
    });
    expect(problem({ status: 'DECLINED', declineReason: 'COVER' })).toBeNull();
  });
});
