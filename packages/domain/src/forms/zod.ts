import type { ApiErrorItem } from '../api/envelope';
import { applySubmit, formErrors, initialFormState } from './state';
import type { FormDefinition, FormOptions, FormValues, Rule } from './types';

/**
 * The same rules on the server. The server has no touched or disabled state: every control is
 * enabled and committed, so commit-only rules run too.
 */

type Name<D> = keyof D & string;

/** Every message per field for a set of submitted values (fields without errors left out). */
export function validateValues<D extends FormDefinition>(
  definition: D,
  values: Partial<FormValues<D>> | Readonly<Record<string, unknown>>,
  options: FormOptions = {},
): Partial<Record<Name<D>, string[]>> {
  const state = applySubmit(initialFormState(definition, values as Partial<FormValues<D>>));
  const enabled = {
    ...state,
    controls: Object.fromEntries(
      Object.entries(state.controls).map(([k, c]) => [k, { ...c, disabled: false }]),
    ),
  } as typeof state;
  const out: Partial<Record<Name<D>, string[]>> = {};
  for (const [name, list] of Object.entries(formErrors(definition, enabled, options))) {
    if (list.length > 0) out[name as Name<D>] = list.map((e) => e.message);
  }
  return out;
}

/** The envelope's error items for submitted values: the first message of each failing field. */
export function fieldErrorItems<D extends FormDefinition>(
  definition: D,
  values: Partial<FormValues<D>> | Readonly<Record<string, unknown>>,
  options: FormOptions = {},
): ApiErrorItem[] {
  return Object.entries(validateValues(definition, values, options)).map(([field, messages]) => ({
    code: 'VALIDATION',
    description: (messages as string[])[0]!,
    field,
  }));
}

/** The part of zod's refinement context these helpers use (zod 4's superRefine ctx fits it). */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path?: PropertyKey[]; input?: unknown }): void;
}

/**
 * A zod superRefine callback for an object schema, reporting the form's rule messages on their
 * fields: `z.object({...}).superRefine(zodFormCheck(definition))`.
 */
export function zodFormCheck<D extends FormDefinition>(definition: D, options: FormOptions = {}) {
  return (value: Readonly<Record<string, unknown>>, ctx: IssueSink): void => {
    for (const [field, messages] of Object.entries(validateValues(definition, value, options))) {
      ctx.addIssue({ code: 'custom', message: (messages as string[])[0]!, path: [field] });
    }
  };
}

/**
 * A zod superRefine callback for one field's rules (no cross-field rules):
 * `z.string().superRefine(zodFieldCheck([required(), maxLength(40)], 'first name'))`.
 */
export function zodFieldCheck(rules: readonly Rule[], label: string, options: FormOptions = {}) {
  const definition = { value: { label, initial: undefined as unknown, rules, text: false } };
  return (value: unknown, ctx: IssueSink): void => {
    const first = validateValues(definition, { value }, options).value?.[0];
    if (first !== undefined) ctx.addIssue({ code: 'custom', message: first, input: value });
  };
}
