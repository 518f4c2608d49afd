import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFORMANCE_STATEMENTS, parseConformance } from './conformance';
import { accessibilityReport, EMPTY_ACCESSIBILITY } from './report';
import type { AccessibilityStatement, EpubAccessibility } from './types';
import {
  ACCESS_MODES,
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_HAZARDS,
  normalizeSufficientSet,
  SUFFICIENT_SETS,
  sufficientSetLabel,
} from './vocabulary';

const NOTHING: EpubAccessibility = {
  accessModes: [],
  accessModesSufficient: [],
  features: [],
  hazards: [],
  summary: null,
  conformsTo: [],
};

/** What a well-made EPUB Accessibility 1.1 file declares. */
const COMPLETE: EpubAccessibility = {
  accessModes: ['textual', 'visual'],
  accessModesSufficient: ['textual', 'textual,visual'],
  features: ['structuralNavigation', 'tableOfContents', 'alternativeText', 'readingOrder'],
  hazards: ['none'],
  summary: 'Meets WCAG 2.1 AA. Every image has a description.',
  conformsTo: ['EPUB Accessibility 1.1 - WCAG 2.1 Level AA'],
};

const STATED: AccessibilityStatement = {
  accessModes: ['textual'],
  accessModesSufficient: ['textual'],
  features: ['tableOfContents', 'displayTransformability'],
  hazards: ['noFlashingHazard', 'noSoundHazard', 'noMotionSimulationHazard'],
  summary: 'Text only, with a linked table of contents.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.2 Level AA',
};

const codes = (r: ReturnType<typeof accessibilityReport>) => r.findings.map((f) => f.code).sort();

describe('conformance statements', () => {
  it('reads EPUB Accessibility 1.1 text and the 1.0 IDPF address', () => {
    expect(parseConformance('EPUB Accessibility 1.1 - WCAG 2.1 Level AA')).toEqual({
      epub: '1.1',
      wcag: '2.1',
      level: 'AA',
    });
    expect(parseConformance(' epub accessibility 1.1 – WCAG 2.2  level aaa ')).toEqual({
      epub: '1.1',
      wcag: '2.2',
      level: 'AAA',
    });
    expect(parseConformance('http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa')).toEqual({
      epub: '1.0',
      wcag: '2.0',
      level: 'AA',
    });
  });

  it('answers null for anything that names no WCAG level', () => {
    for (const v of [
      'http://www.idpf.org/epub/a11y/accessibility-20170105.html',
      'EPUB Accessibility 1.1',
      'WCAG 2.1 AA',
      'https://example.com/a11y',
      'EPUB Accessibility 1.1 - WCAG 3.0 Level AA',
    ])
      expect(parseConformance(v), v).toBeNull();
  });

  it('offers every WCAG version and level of EPUB Accessibility 1.1, each one it reads back', () => {
    expect(CONFORMANCE_STATEMENTS).toHaveLength(9);
    for (const s of CONFORMANCE_STATEMENTS) expect(parseConformance(s)).not.toBeNull();
  });
});

describe('access mode sufficient sets', () => {
  it('writes each set one way and refuses unknown modes', () => {
    expect(normalizeSufficientSet('visual, textual')).toBe('textual,visual');
    expect(normalizeSufficientSet('textual,textual')).toBe('textual');
    expect(normalizeSufficientSet('textOnVisual')).toBeNull();
    expect(normalizeSufficientSet(' , ')).toBeNull();
    expect(sufficientSetLabel('textual')).toBe('Text alone');
    expect(sufficientSetLabel('textual,visual')).toBe('Text and images');
  });
});

describe('the accessibility report', () => {
  it('is missing, with a finding for each item, when nothing is declared or stated', () => {
    for (const r of [accessibilityReport(null, null), accessibilityReport(NOTHING, EMPTY_ACCESSIBILITY)]) {
      expect(r.status).toBe('missing');
      expect(codes(r)).toEqual([
        'A11Y_ACCESS_MODE_MISSING',
        'A11Y_CONFORMANCE_MISSING',
        'A11Y_FEATURE_MISSING',
        'A11Y_HAZARD_MISSING',
        'A11Y_SUFFICIENT_MISSING',
        'A11Y_SUMMARY_MISSING',
      ]);
      expect(r.findings.find((f) => f.code === 'A11Y_SUFFICIENT_MISSING')?.severity).toBe('INFO');
      expect(r.metadata.conformance).toBeNull();
    }
  });

  it('is conformant from a complete file alone, every item from the file', () => {
    const r = accessibilityReport(COMPLETE, null);
    expect(r.status).toBe('conformant');
    expect(r.findings).toEqual([]);
    expect(Object.values(r.sources).every((s) => s === 'file')).toBe(true);
    expect(r.metadata.conformance).toEqual({ epub: '1.1', wcag: '2.1', level: 'AA' });
  });

  it('is partial when a required item or the conformance statement is missing', () => {
    const noSummary = accessibilityReport({ ...COMPLETE, summary: '  ' }, null);
    expect(noSummary.status).toBe('partial');
    expect(codes(noSummary)).toEqual(['A11Y_SUMMARY_MISSING']);
    const noClaim = accessibilityReport({ ...COMPLETE, conformsTo: [] }, null);
    expect(noClaim.status).toBe('partial');
    expect(codes(noClaim)).toEqual(['A11Y_CONFORMANCE_MISSING']);
    // accessModeSufficient is recommended, not required.
    const noSufficient = accessibilityReport({ ...COMPLETE, accessModesSufficient: [] }, null);
    expect(noSufficient.status).toBe('conformant');
    expect(codes(noSufficient)).toEqual(['A11Y_SUFFICIENT_MISSING']);
  });

  it('reports unknown values and keeps the known ones', () => {
    const r = accessibilityReport(
      {
        ...COMPLETE,
        accessModes: ['texual', 'visual'],
        features: ['tableOfContents', 'toc'],
        accessModesSufficient: ['textual,braille'],
      },
      null,
    );
    expect(r.metadata.accessModes).toEqual(['visual']);
    expect(r.metadata.features).toEqual(['tableOfContents']);
    expect(r.metadata.accessModesSufficient).toEqual([]);
    const unknown = r.findings.filter((f) => f.code === 'A11Y_VALUE_UNKNOWN');
    expect(unknown.map((f) => f.property)).toEqual([
      'accessMode',
      'accessModeSufficient',
      'accessibilityFeature',
    ]);
    expect(unknown[0]?.message).toContain('"texual"');
  });

  it('names a conformance statement it cannot read instead of calling it missing', () => {
    const r = accessibilityReport(
      { ...COMPLETE, conformsTo: ['http://www.idpf.org/epub/a11y/accessibility-20170105.html'] },
      null,
    );
    expect(r.status).toBe('partial');
    expect(codes(r)).toEqual(['A11Y_CONFORMANCE_UNRECOGNISED']);
  });

  it('takes the strongest of several claims, in its standard spelling', () => {
    const r = accessibilityReport(
      {
        ...COMPLETE,
        conformsTo: [
          'http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa',
          'epub accessibility 1.1 - wcag 2.0 level a',
        ],
      },
      null,
    );
    expect(r.metadata.conformsTo).toBe('EPUB Accessibility 1.1 - WCAG 2.0 Level A');
  });

  it("puts the author's statement over the file's, item by item", () => {
    const r = accessibilityReport(
      { ...NOTHING, accessModes: ['textual', 'visual'], summary: 'From the file.' },
      { ...EMPTY_ACCESSIBILITY, accessModes: ['textual'], hazards: ['none'] },
    );
    expect(r.metadata.accessModes).toEqual(['textual']);
    expect(r.metadata.summary).toBe('From the file.');
    expect(r.sources).toMatchObject({
      accessMode: 'author',
      accessibilityHazard: 'author',
      accessibilitySummary: 'file',
      accessibilityFeature: null,
    });
    expect(r.status).toBe('partial');
  });

  it('makes a file without metadata conformant once the author states everything', () => {
    const r = accessibilityReport(NOTHING, STATED);
    expect(r.status).toBe('conformant');
    expect(r.findings).toEqual([]);
  });

  it('reports contradicting hazards and features, and deprecated features of the file', () => {
    const r = accessibilityReport(
      { ...COMPLETE, hazards: ['none', 'flashing'], features: ['none', 'printPageNumbers'] },
      null,
    );
    expect(codes(r)).toEqual(['A11Y_FEATURE_CONFLICT', 'A11Y_FEATURE_DEPRECATED', 'A11Y_HAZARD_CONFLICT']);
    const both = accessibilityReport({ ...COMPLETE, hazards: ['flashing', 'noFlashingHazard'] }, null);
    expect(codes(both)).toEqual(['A11Y_HAZARD_CONFLICT']);
  });
});

const statement = fc.record({
  accessModes: fc.uniqueArray(fc.constantFrom(...ACCESS_MODES), { maxLength: 4 }),
  accessModesSufficient: fc.uniqueArray(fc.constantFrom(...SUFFICIENT_SETS), { maxLength: 3 }),
  features: fc.uniqueArray(fc.constantFrom(...ACCESSIBILITY_FEATURES), { maxLength: 5 }),
  hazards: fc.uniqueArray(fc.constantFrom(...ACCESSIBILITY_HAZARDS), { maxLength: 3 }),
  summary: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }),
  conformsTo: fc.option(fc.constantFrom(...CONFORMANCE_STATEMENTS), { nil: null }),
});
const declaration = fc.record({
  accessModes: fc.array(fc.oneof(fc.constantFrom(...ACCESS_MODES), fc.string({ maxLength: 8 })), {
    maxLength: 4,
  }),
  accessModesSufficient: fc.array(
    fc.oneof(fc.constantFrom(...SUFFICIENT_SETS), fc.string({ maxLength: 8 })),
    {
      maxLength: 3,
    },
  ),
  features: fc.array(fc.oneof(fc.constantFrom(...ACCESSIBILITY_FEATURES), fc.string({ maxLength: 8 })), {
    maxLength: 5,
  }),
  hazards: fc.array(fc.oneof(fc.constantFrom(...ACCESSIBILITY_HAZARDS), fc.string({ maxLength: 8 })), {
    maxLength: 3,
  }),
  summary: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  conformsTo: fc.array(fc.oneof(fc.constantFrom(...CONFORMANCE_STATEMENTS), fc.string({ maxLength: 20 })), {
    maxLength: 2,
  }),
});

describe('the report, for any file and statement', () => {
  it('keeps only vocabulary values, never throws, and agrees its status with its findings', () => {
    fc.assert(
      fc.property(fc.option(declaration, { nil: null }), fc.option(statement, { nil: null }), (d, s) => {
        const r = accessibilityReport(d, s);
        expect(r.metadata.accessModes.every((m) => (ACCESS_MODES as readonly string[]).includes(m))).toBe(
          true,
        );
        expect(
          r.metadata.hazards.every((h) => (ACCESSIBILITY_HAZARDS as readonly string[]).includes(h)),
        ).toBe(true);
        const missingRequired = r.findings.some(
          (f) => f.severity === 'WARNING' && f.code.endsWith('_MISSING'),
        );
        const unrecognised = r.findings.some((f) => f.code === 'A11Y_CONFORMANCE_UNRECOGNISED');
        expect(r.status === 'conformant').toBe(!missingRequired && !unrecognised);
        if (r.status === 'missing') expect(Object.values(r.sources).every((v) => v === null)).toBe(true);
      }),
    );
  });

  it('lets every item the author states win over the file', () => {
    fc.assert(
      fc.property(declaration, statement, (d, s) => {
        const r = accessibilityReport(d, s);
        if (s.accessModes.length) expect(r.metadata.accessModes).toEqual(s.accessModes);
        if (s.features.length) expect(r.metadata.features).toEqual(s.features);
        if (s.hazards.length) expect(r.metadata.hazards).toEqual(s.hazards);
        if (s.summary?.trim()) expect(r.metadata.summary).toBe(s.summary.trim());
        if (s.conformsTo) expect(r.metadata.conformsTo).toBe(s.conformsTo);
      }),
    );
  });
});
