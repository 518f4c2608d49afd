import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_MESSAGES } from './messages';
import { accessibilityStatementSchema, statementKey } from './schema';

const problems = (input: unknown) => {
  const r = accessibilityStatementSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("the author's accessibility statement", () => {
  it('fills what is left out, drops repeats and writes sets one way', () => {
    expect(
      accessibilityStatementSchema.parse({
        accessModes: ['textual', 'textual'],
        accessModesSufficient: ['visual,textual', 'textual, visual'],
        summary: '   ',
      }),
    ).toEqual({
      accessModes: ['textual'],
      accessModesSufficient: ['textual,visual'],
      features: [],
      hazards: [],
      summary: null,
      conformsTo: null,
    });
  });

  it('refuses values outside the vocabulary and contradictions, on their field', () => {
    expect(
      problems({
        accessModes: ['texual'],
        accessModesSufficient: ['braille'],
        hazards: ['none', 'flashing'],
        features: ['none', 'tableOfContents'],
        conformsTo: 'WCAG 2.1',
      }),
    ).toEqual({
      'accessModes.0': 'Choose access modes from the list.',
      'accessModesSufficient.0': ACCESSIBILITY_MESSAGES.sufficientInvalid,
      conformsTo: 'Choose a standard from the list.',
    });
    expect(problems({ hazards: ['none', 'flashing'], features: ['none', 'tableOfContents'] })).toEqual({
      hazards: ACCESSIBILITY_MESSAGES.hazardNoneWithOthers,
      features: ACCESSIBILITY_MESSAGES.featureNoneWithOthers,
    });
    expect(problems({ summary: 'x'.repeat(2001) })).toEqual({ summary: 'Max Length 2000' });
  });

  it('compares statements whatever the order of their lists', () => {
    expect(statementKey({ accessModes: ['visual', 'textual'] })).toBe(
      statementKey({ accessModes: ['textual', 'visual'], summary: '' }),
    );
    expect(statementKey(null)).toBe(statementKey({}));
    expect(statementKey({ hazards: ['none'] })).not.toBe(statementKey({}));
  });
});
