import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_STATUS,
  canRequestCorrection,
  canSetSaleStatus,
  canSetStatus,
  canTransition,
  isDeleteLockedStatus,
  isEditableStatus,
  isOrderableStatus,
  isSaleLockedStatus,
  nextStatuses,
  PROJECT_STATUS_CLASSES,
  PROJECT_STATUS_TRANSITIONS,
  parseProjectStatus,
  projectStatusFlags,
  replacementNeedsWarning,
  retailSaleStatus,
  SET_STATUS_TARGETS,
  statusClasses,
  statusesWhere,
} from './status';
import { PROJECT_STATUSES, PROJECT_TYPES, type ProjectStatus, SET_STATUS_VALUES } from './types';

const statusArb = fc.constantFrom(...PROJECT_STATUSES);
const PROCESSING = ['PROCESSING_ONSALE', 'PROCESSING_OFFSALE', 'PROCESSING_DROPSHIP'] as const;

/** Every status reachable from `start` by allowed transitions. */
function reachable(start: ProjectStatus): Set<ProjectStatus> {
  const seen = new Set<ProjectStatus>([start]);
  const queue = [start];
  while (queue.length) {
    for (const next of nextStatuses(queue.shift() as ProjectStatus)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the status enumeration', () => {
  it('has one spelling per status: upper case, no mixed-case retail values', () => {
    expect(PROJECT_STATUSES).toHaveLength(13);
    for (const s of PROJECT_STATUSES) expect(s).toBe(s.toUpperCase());
    expect(new Set(PROJECT_STATUSES).size).toBe(PROJECT_STATUSES.length);
    expect(Object.keys(PROJECT_STATUS_CLASSES).sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('reads the legacy spellings OnSale and OffSale as ONSALE and OFFSALE', () => {
    expect(parseProjectStatus('OnSale')).toBe('ONSALE');
    expect(parseProjectStatus('OffSale')).toBe('OFFSALE');
    expect(parseProjectStatus('onsale')).toBeNull();
    expect(parseProjectStatus('toString')).toBeNull();
    expect(parseProjectStatus(null)).toBeNull();
  });

  it('parses every status to itself and any other string to a status or null (property)', () => {
    fc.assert(fc.property(statusArb, (s) => parseProjectStatus(s) === s));
    fc.assert(
      fc.property(fc.string(), (v) => {
        const parsed = parseProjectStatus(v);
        return parsed === null || PROJECT_STATUSES.includes(parsed);
      }),
    );
  });

  it('shows OnSale / OffSale only as the retail display of a sale status', () => {
    expect(retailSaleStatus('ONSALE')).toBe('OnSale');
    expect(retailSaleStatus('LSI_ONSALE')).toBe('OnSale');
    expect(retailSaleStatus('OFFSALE')).toBe('OffSale');
    expect(retailSaleStatus('OnSale')).toBe('OnSale');
    for (const s of PROJECT_STATUSES.filter((x) => !['ONSALE', 'LSI_ONSALE', 'OFFSALE'].includes(x)))
      expect(retailSaleStatus(s)).toBeNull();
  });
});

describe('status classes', () => {
  it('are the lists the server used: sale-locked, delete-locked', () => {
    expect(statusesWhere('saleLocked').sort()).toEqual(
      ['ONSALE', 'LSI_ONSALE', 'PROCESSING_ONSALE', 'PROCESSING_OFFSALE', 'PROCESSING_DROPSHIP'].sort(),
    );
    expect(statusesWhere('deleteLocked').sort()).toEqual(
      [
        'ONSALE',
        'LSI_ONSALE',
        'ORDERED',
        'PROCESSING_ONSALE',
        'PROCESSING_OFFSALE',
        'PROCESSING_DROPSHIP',
        'REQUESTED_DROPSHIP',
        'DROPSHIP_READY',
        'CORRECTING',
      ].sort(),
    );
    expect(statusesWhere('orderable')).not.toContain('NEW');
    expect(statusesWhere('orderable')).not.toContain('EDITING');
  });

  it('puts every status in exactly the classes of the table; legacy spellings in their status’s (property)', () => {
    fc.assert(
      fc.property(statusArb, (s) => {
        const row = PROJECT_STATUS_CLASSES[s];
        expect(isSaleLockedStatus(s)).toBe(row.saleLocked);
        expect(isDeleteLockedStatus(s)).toBe(row.deleteLocked);
        expect(isEditableStatus(s)).toBe(row.editable);
        expect(isOrderableStatus(s)).toBe(row.orderable);
        for (const cls of ['saleLocked', 'deleteLocked', 'editable', 'orderable'] as const)
          expect(statusesWhere(cls).includes(s)).toBe(row[cls]);
      }),
    );
    expect(statusClasses('OnSale')).toEqual(PROJECT_STATUS_CLASSES.ONSALE);
    expect(statusClasses('OffSale')).toEqual(PROJECT_STATUS_CLASSES.OFFSALE);
  });

  it('never lets a sale-locked status be deleted or edited (property)', () => {
    fc.assert(
      fc.property(
        statusArb,
        (s) => !isSaleLockedStatus(s) || (isDeleteLockedStatus(s) && !isEditableStatus(s)),
      ),
    );
  });

  it('allows nothing for a value that is no status (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((v) => parseProjectStatus(v) === null),
        (v) =>
          !isSaleLockedStatus(v) &&
          !isDeleteLockedStatus(v) &&
          !isEditableStatus(v) &&
          !isOrderableStatus(v) &&
          nextStatuses(v).length === 0,
      ),
    );
  });

  it('gives the API flags: edit when editable, put on sale when not sale-locked and not personal use (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROJECT_TYPES), statusArb, (type, s) => {
        const flags = projectStatusFlags(type, s);
        expect(flags.allowedToEdit).toBe(isEditableStatus(s));
        expect(flags.allowedToPutOnSale).toBe(type !== 'POD' && !isSaleLockedStatus(s));
        // The flag agrees with the machine.
        if (type !== 'POD') expect(flags.allowedToPutOnSale).toBe(canSetSaleStatus(s, true));
      }),
    );
    // As the mapper had it: ORDERED is neither sale-locked nor editable.
    expect(projectStatusFlags('PRINT', 'ORDERED')).toEqual({
      allowedToEdit: false,
      allowedToPutOnSale: true,
    });
  });
});

describe('transitions', () => {
  it('run only between known statuses, never from a status to itself, never twice', () => {
    const keys = PROJECT_STATUS_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of PROJECT_STATUS_TRANSITIONS) {
      expect(PROJECT_STATUSES).toContain(t.from);
      expect(PROJECT_STATUSES).toContain(t.to);
      expect(t.from).not.toBe(t.to);
    }
  });

  it('agree with canTransition and nextStatuses (property)', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        const listed = PROJECT_STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to);
        expect(canTransition(from, to)).toBe(listed);
        expect(nextStatuses(from).includes(to)).toBe(listed);
      }),
    );
  });

  it('reach every status from NEW, and never go back to NEW', () => {
    expect([...reachable('NEW')].sort()).toEqual([...PROJECT_STATUSES].sort());
    fc.assert(fc.property(statusArb, (s) => !canTransition(s, 'NEW')));
  });

  it('leave no dead end: from every status an editable status can be reached (property)', () => {
    fc.assert(fc.property(statusArb, (s) => [...reachable(s)].some(isEditableStatus)));
  });

  it('go on and off sale only through processing (setsalestatus: PROCESSING_ONSALE → ONSALE)', () => {
    for (const t of PROJECT_STATUS_TRANSITIONS) {
      if (['ONSALE', 'LSI_ONSALE'].includes(t.to)) expect(t.from).toBe('PROCESSING_ONSALE');
      if (t.to === 'OFFSALE') expect(t.from).toBe('PROCESSING_OFFSALE');
      if (t.to === 'DROPSHIP_READY') expect(t.from).toBe('PROCESSING_DROPSHIP');
    }
    expect(canTransition('PROCESSING_ONSALE', 'ONSALE')).toBe(true);
    expect(canTransition('PROCESSING_OFFSALE', 'OFFSALE')).toBe(true);
    expect(canTransition('EDITING', 'ONSALE')).toBe(false);
    // A book in correction is still on sale: it may be taken off sale.
    expect(canSetSaleStatus('CORRECTING', false)).toBe(true);
    expect(canSetSaleStatus('OFFSALE', false)).toBe(false);
  });

  it('lets a processing status end only in its outcome or ERROR; each may fail', () => {
    for (const p of PROCESSING) {
      expect(canTransition(p, 'ERROR')).toBe(true);
      for (const next of nextStatuses(p))
        expect(
          isSaleLockedStatus(next) || next === 'ERROR' || next === 'OFFSALE' || next === 'DROPSHIP_READY',
        ).toBe(true);
    }
  });

  it('keeps a random walk from NEW on known statuses, locked ones left only by the machine (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        let s: ProjectStatus = 'NEW';
        for (const n of choices) {
          const options = nextStatuses(s);
          if (!options.length) break;
          const next = options[n % options.length] as ProjectStatus;
          if (isSaleLockedStatus(s))
            expect(PROJECT_STATUS_TRANSITIONS.find((t) => t.from === s && t.to === next)?.by).not.toBe(
              'setstatus',
            );
          s = next;
          expect(PROJECT_STATUSES).toContain(s);
        }
      }),
    );
  });
});

describe('setstatus and setsalestatus', () => {
  it('sets EDIT → EDITING and ORDER → ORDERED, neither sale-locked', () => {
    expect(SET_STATUS_TARGETS).toEqual({ EDIT: 'EDITING', ORDER: 'ORDERED' });
    for (const v of SET_STATUS_VALUES) expect(isSaleLockedStatus(SET_STATUS_TARGETS[v])).toBe(false);
    expect(canSetStatus('NEW', 'EDIT')).toBe(true);
    expect(canSetStatus('EDITING', 'EDIT')).toBe(true);
    expect(canSetStatus('EDITING', 'ORDER')).toBe(true);
    expect(canSetStatus('ORDERED', 'EDIT')).toBe(true);
    expect(canSetStatus('ONSALE', 'EDIT')).toBe(false);
    expect(canSetStatus('PROCESSING_ONSALE', 'ORDER')).toBe(false);
  });

  it('never lets setstatus leave a sale-locked status (property)', () => {
    fc.assert(
      fc.property(statusArb, fc.constantFrom(...SET_STATUS_VALUES), (s, v) =>
        isSaleLockedStatus(s) ? !canSetStatus(s, v) : true,
      ),
    );
  });

  it('puts on sale what is not sale-locked, and takes off sale what is on sale (a correction is still on sale)', () => {
    fc.assert(fc.property(statusArb, (s) => canSetSaleStatus(s, true) === !isSaleLockedStatus(s)));
    expect(PROJECT_STATUSES.filter((s) => canSetSaleStatus(s, false))).toEqual([
      'LSI_ONSALE',
      'ONSALE',
      'CORRECTING',
    ]);
    expect(canSetSaleStatus('OnSale', false)).toBe(true);
  });
});

describe('replacementNeedsWarning (spec 1 §4)', () => {
  it('warns for an orderable book that is not OFFSALE, or one published before', () => {
    expect(replacementNeedsWarning({ status: 'ONSALE' }, true)).toBe(true);
    expect(replacementNeedsWarning({ status: 'ORDERED' }, true)).toBe(true);
    expect(replacementNeedsWarning({ status: 'OFFSALE', publishedDate: '2025-01-01' }, true)).toBe(false);
    expect(replacementNeedsWarning({ status: 'OffSale' }, true)).toBe(false);
    expect(replacementNeedsWarning({ status: 'EDITING' }, true)).toBe(false);
    expect(replacementNeedsWarning({ status: 'EDITING', publishedDate: '2025-01-01' }, true)).toBe(true);
    expect(replacementNeedsWarning({ status: 'ONSALE' }, false)).toBe(false);
  });
});

describe('requestCorrection', () => {
  it('starts a correction only of a book on sale, which goes to CORRECTING', () => {
    expect(CORRECTION_STATUS).toBe('CORRECTING');
    expect(PROJECT_STATUSES.filter((s) => canRequestCorrection(s))).toEqual(['LSI_ONSALE', 'ONSALE']);
    expect(canRequestCorrection('OnSale')).toBe(true);
    expect(canRequestCorrection('CORRECTING')).toBe(false);
    expect(canRequestCorrection('nonsense')).toBe(false);
  });
});
