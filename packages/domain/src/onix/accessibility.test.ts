import { describe, expect, it } from 'vitest';
import { accessibilityReport } from '../accessibility/report';
import { onixAccessibilityFeatures } from './accessibility';

const report = (conformsTo: string[], extra: Partial<Parameters<typeof accessibilityReport>[0]> = {}) =>
  accessibilityReport(
    {
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: [
        'tableOfContents',
        'structuralNavigation',
        'displayTransformability',
        'pageNavigation',
        'pageBreakMarkers',
      ],
      hazards: ['none'],
      summary: 'Fully accessible text.',
      conformsTo,
      ...extra,
    },
    null,
  );

const onix = (r: ReturnType<typeof accessibilityReport>) => onixAccessibilityFeatures(r.metadata, r.status);

describe('accessibility as ONIX product form features', () => {
  it('writes EPUB Accessibility 1.1 with its WCAG version and level, features, sufficiency, summary and hazards', () => {
    expect(onix(report(['EPUB Accessibility 1.1 - WCAG 2.1 Level AA']))).toEqual([
      { type: '09', value: '04' },
      { type: '09', value: '81' },
      { type: '09', value: '85' },
      { type: '09', value: '11' },
      { type: '09', value: '29' },
      { type: '09', value: '36' },
      { type: '09', value: '19' },
      { type: '09', value: '52' },
      { type: '09', value: '00', description: 'Fully accessible text.' },
      { type: '12', value: '00' },
    ]);
  });

  it('writes EPUB Accessibility 1.0 as 02 (level A) or 03 (AA)', () => {
    const url = 'http://www.idpf.org/epub/a11y/accessibility-20170105.html';
    expect(onix(report([`${url}#wcag-a`]))[0]).toEqual({ type: '09', value: '02' });
    expect(onix(report([`${url}#wcag-aa`]))[0]).toEqual({ type: '09', value: '03' });
  });

  it('writes each hazard of list 143, and leaves "unknown" out', () => {
    const hazards = onix(
      report([], { hazards: ['noFlashingHazard', 'sound', 'unknownMotionSimulationHazard'] }),
    );
    expect(hazards.filter((f) => f.type === '12').map((f) => f.value)).toEqual(['14', '15', '26']);
    expect(onix(report([], { hazards: ['unknown'] })).filter((f) => f.type === '12')).toEqual([]);
  });

  it('says "Unknown accessibility" (08) when nothing is known', () => {
    const r = accessibilityReport(null, null);
    expect(onixAccessibilityFeatures(r.metadata, r.status)).toEqual([{ type: '09', value: '08' }]);
  });
});
