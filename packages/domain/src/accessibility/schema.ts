import { z } from 'zod';
import { CONFORMANCE_STATEMENTS } from './conformance';
import { ACCESSIBILITY_MESSAGES } from './messages';
import { featuresContradict, hazardsContradict } from './report';
import type { AccessibilityStatement, EpubAccessibility } from './types';
import {
  ACCESS_MODES,
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_HAZARDS,
  normalizeSufficientSet,
} from './vocabulary';

/** The longest accessibility summary an author may write. */
export const ACCESSIBILITY_SUMMARY_MAX = 2000;

export const ACCESSIBILITY_FIELD_MESSAGES = {
  accessMode: 'Choose access modes from the list.',
  feature: 'Choose features from the list.',
  hazard: 'Choose hazards from the list.',
  conformsTo: 'Choose a standard from the list.',
} as const;

const list = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length)
    .default([])
    .transform((v) => [...new Set(v)]);

/**
 * The author's accessibility statement as the project save takes it (`accessibility` of POST
 * /api/project) and the project answers it: each list from the vocabulary, repeats dropped, the
 * sufficient sets in one spelling, an empty summary as null. A missing list is empty, so a client
 * may send only what it states. Contradictions are refused on their field.
 */
export const accessibilityStatementSchema = z
  .object({
    accessModes: list(ACCESS_MODES, ACCESSIBILITY_FIELD_MESSAGES.accessMode),
    accessModesSufficient: z
      .array(
        z.string().transform((value, ctx) => {
          const set = normalizeSufficientSet(value);
          if (set === null) {
            ctx.addIssue({ code: 'custom', message: ACCESSIBILITY_MESSAGES.sufficientInvalid, input: value });
            return z.NEVER;
          }
          return set;
        }),
      )
      .max(15)
      .default([])
      .transform((v) => [...new Set(v)]),
    features: list(ACCESSIBILITY_FEATURES, ACCESSIBILITY_FIELD_MESSAGES.feature),
    hazards: list(ACCESSIBILITY_HAZARDS, ACCESSIBILITY_FIELD_MESSAGES.hazard),
    summary: z
      .string()
      .trim()
      .max(ACCESSIBILITY_SUMMARY_MAX, { error: `Max Length ${ACCESSIBILITY_SUMMARY_MAX}` })
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .default(null),
    conformsTo: z
      .enum(CONFORMANCE_STATEMENTS as [string, ...string[]], {
        error: ACCESSIBILITY_FIELD_MESSAGES.conformsTo,
      })
      .nullable()
      .default(null),
  })
  .superRefine((s, ctx) => {
    if (hazardsContradict(s.hazards))
      ctx.addIssue({
        code: 'custom',
        path: ['hazards'],
        message: ACCESSIBILITY_MESSAGES.hazardNoneWithOthers,
      });
    if (featuresContradict(s.features))
      ctx.addIssue({
        code: 'custom',
        path: ['features'],
        message: ACCESSIBILITY_MESSAGES.featureNoneWithOthers,
      });
  }) satisfies z.ZodType<AccessibilityStatement>;

/** One spelling of a statement, for "is this what is stored?" (the order of a list does not matter). */
export function statementKey(value: unknown): string {
  const parsed = accessibilityStatementSchema.safeParse(value ?? {});
  if (!parsed.success) return `invalid:${JSON.stringify(value)}`;
  const s = parsed.data;
  return JSON.stringify([
    [...s.accessModes].sort(),
    [...s.accessModesSufficient].sort(),
    [...s.features].sort(),
    [...s.hazards].sort(),
    s.summary,
    s.conformsTo,
  ]);
}

/** The statement as the project answers it (already checked and normalised: no transforms). */
export const accessibilityStatementAnswerSchema = z
  .object({
    accessModes: z.array(z.enum(ACCESS_MODES)),
    accessModesSufficient: z.array(z.string()),
    features: z.array(z.enum(ACCESSIBILITY_FEATURES)),
    hazards: z.array(z.enum(ACCESSIBILITY_HAZARDS)),
    summary: z.string().nullable(),
    conformsTo: z.string().nullable(),
  })
  .describe('AccessibilityStatement');

/** What an EPUB's package document declares, as written (values outside the vocabulary kept). */
export const epubAccessibilitySchema = z
  .object({
    accessModes: z.array(z.string()),
    accessModesSufficient: z.array(z.string()),
    features: z.array(z.string()),
    hazards: z.array(z.string()),
    summary: z.string().nullable(),
    conformsTo: z.array(z.string()),
  })
  .describe('EpubAccessibility') satisfies z.ZodType<EpubAccessibility>;
