import { tDomain } from '../i18n/messages/index';
import type {
  ControlState,
  FieldDefinition,
  FormDefinition,
  FormOptions,
  FormState,
  FormValues,
  RuleContext,
  ServerFieldError,
  ValidationError,
} from './types';

/**
 * The pure core of the form engine: every function takes a state and returns a new one (or a
 * derived value) without touching the old. createForm (form.ts) wraps these in a small store.
 */

type Name<D> = keyof D & string;

/** Text controls drop leading whitespace as the user types (spec 1 §5). */
export function stripLeadingWhitespace(text: string): string {
  return text.replace(/^\s+/, '');
}

/** ... and are trimmed on blur. */
export function trimText(text: string): string {
  return text.trim();
}

function isText(def: FieldDefinition): boolean {
  return def.text ?? typeof def.initial === 'string';
}

function fieldDef<D extends FormDefinition>(definition: D, name: string): FieldDefinition {
  const def = definition[name];
  if (!def) throw new Error(`Unknown form control "${name}"`);
  return def;
}

function withControl<D extends FormDefinition>(
  state: FormState<D>,
  name: Name<D>,
  patch: (c: Readonly<ControlState>) => ControlState,
): FormState<D> {
  const current = state.controls[name] as Readonly<ControlState> | undefined;
  if (!current) throw new Error(`Unknown form control "${name}"`);
  const next = patch(current);
  if (
    Object.keys(next).every((k) => Object.is(next[k as keyof ControlState], current[k as keyof ControlState]))
  ) {
    return state;
  }
  return { ...state, controls: { ...state.controls, [name]: next } };
}

function prepare(def: FieldDefinition, value: unknown): unknown {
  const stripped = isText(def) && typeof value === 'string' ? stripLeadingWhitespace(value) : value;
  return def.normalize ? def.normalize(stripped) : stripped;
}

/** A fresh state: initial values (or `values`), nothing touched or committed, no server errors. */
export function initialFormState<D extends FormDefinition>(
  definition: D,
  values: Partial<FormValues<D>> = {},
): FormState<D> {
  const controls: Record<string, ControlState> = {};
  for (const [name, def] of Object.entries(definition)) {
    const value = Object.hasOwn(values, name) ? values[name as Name<D>] : def.initial;
    controls[name] = {
      value,
      touched: false,
      committed: false,
      disabled: def.disabled ?? false,
      serverError: null,
    };
  }
  return { controls: controls as FormState<D>['controls'], submitted: false };
}

/**
 * A new value for a control: leading whitespace stripped for text controls, then the field's
 * normalize. A changed value clears the control's server error.
 */
export function applyValue<D extends FormDefinition>(
  definition: D,
  state: FormState<D>,
  name: Name<D>,
  value: unknown,
): FormState<D> {
  const next = prepare(fieldDef(definition, name), value);
  return withControl(state, name, (c) =>
    Object.is(c.value, next) ? c : { ...c, value: next, serverError: null },
  );
}

/** Blur: the control is touched, and a text control is trimmed. */
export function applyTouch<D extends FormDefinition>(definition: D, state: FormState<D>, name: Name<D>) {
  const def = fieldDef(definition, name);
  return withControl(state, name, (c) => {
    const trimmed = isText(def) && typeof c.value === 'string' ? trimText(c.value) : c.value;
    const changed = !Object.is(trimmed, c.value);
    return { ...c, touched: true, value: trimmed, serverError: changed ? null : c.serverError };
  });
}

/** The control is committed (Enter, a choice made): commit-only rules start to run. */
export function applyCommit<D extends FormDefinition>(state: FormState<D>, name: Name<D>): FormState<D> {
  return withControl(state, name, (c) => ({ ...c, committed: true }));
}

export function applyDisabled<D extends FormDefinition>(
  state: FormState<D>,
  name: Name<D>,
  disabled: boolean,
) {
  return withControl(state, name, (c) => ({ ...c, disabled }));
}

/** A submit attempt: every control is committed. */
export function applySubmit<D extends FormDefinition>(state: FormState<D>): FormState<D> {
  const controls: Record<string, ControlState> = {};
  for (const [name, c] of Object.entries(state.controls) as [string, ControlState][]) {
    controls[name] = c.committed ? c : { ...c, committed: true };
  }
  return { controls: controls as FormState<D>['controls'], submitted: true };
}

/**
 * Server-reported messages attached by field key (spec 3 §4). The first message per control is
 * kept; earlier server errors are replaced. Items whose field is not a control of this form are
 * returned in `unattached` for the caller to show elsewhere (the "Oops!" dialog, a banner).
 */
export function applyServerErrors<D extends FormDefinition>(
  state: FormState<D>,
  items: readonly ServerFieldError[],
): { state: FormState<D>; unattached: ServerFieldError[] } {
  const byField = new Map<string, string>();
  const unattached: ServerFieldError[] = [];
  for (const item of items) {
    if (item.field && Object.hasOwn(state.controls, item.field)) {
      if (!byField.has(item.field)) byField.set(item.field, item.description);
    } else unattached.push(item);
  }
  const controls: Record<string, ControlState> = {};
  for (const [name, c] of Object.entries(state.controls) as [string, ControlState][]) {
    const serverError = byField.get(name) ?? null;
    controls[name] = c.serverError === serverError ? c : { ...c, serverError };
  }
  return { state: { ...state, controls: controls as FormState<D>['controls'] }, unattached };
}

export function formValues<D extends FormDefinition>(state: FormState<D>): FormValues<D> {
  const out: Record<string, unknown> = {};
  for (const [name, c] of Object.entries(state.controls) as [string, ControlState][]) out[name] = c.value;
  return out as FormValues<D>;
}

/**
 * The default date in rule messages: the sent format MM/DD/YYYY (spec 2 §3) of the calendar day
 * ('YYYY-MM-DD') a date rule hands over. Plain text, so forms without dates load no date library.
 */
function sendDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

function contextFor(definition: FormDefinition, values: Record<string, unknown>, options: FormOptions) {
  const t = options.t ?? tDomain;
  const formatDate = options.formatDate ?? sendDate;
  return (name: string): RuleContext => ({
    name,
    label: definition[name]?.label ?? name,
    values,
    labelOf: (other) => definition[other]?.label ?? other,
    t,
    formatDate,
  });
}

/**
 * Every error of every control, in rule order, with the server message last. A disabled control
 * runs only its requiredAllTheTime rules; a commit-only rule runs once the control is committed.
 */
export function formErrors<D extends FormDefinition>(
  definition: D,
  state: FormState<D>,
  options: FormOptions = {},
): { [K in Name<D>]: ValidationError[] } {
  const values = formValues(state) as Record<string, unknown>;
  const ctxOf = contextFor(definition, values, options);
  const out: Record<string, ValidationError[]> = {};
  for (const [name, def] of Object.entries(definition)) {
    const c = state.controls[name as Name<D>] as ControlState;
    const errors: ValidationError[] = [];
    const ctx = ctxOf(name);
    for (const rule of def.rules ?? []) {
      if (c.disabled && !rule.whenDisabled) continue;
      if (rule.commitOnly && !c.committed) continue;
      const message = rule.check(c.value, ctx);
      if (message !== null) errors.push({ rule: rule.name, message, required: rule.required === true });
    }
    if (c.serverError) errors.push({ rule: 'server', message: c.serverError, required: false });
    out[name] = errors;
  }
  return out as { [K in Name<D>]: ValidationError[] };
}

/**
 * The one message a control shows: its FIRST error, subject to visibility.
 *
 * Spec 3 §4: "A field shows its first error only once touched or committed, unless the error is
 * a required-rule error." Quire reads this as follows:
 *  - a rule error (pattern, length, password, ...) shows once the control is touched (blurred)
 *    or committed;
 *  - a required-rule error is the exception: touching is not enough, it shows only once the
 *    control is committed (Enter, a choice made, or a submit attempt, which commits every
 *    control). Tabbing through an empty field therefore never nags, and a fresh form shows
 *    nothing; pressing Submit reveals every "Please enter the ..." message at once;
 *  - a server-reported error shows at once: it answers a submit the user just made.
 * The other reading ("required errors show even before any interaction") would flag every
 * empty field of a form as soon as it opens, which the rule exists to prevent.
 */
export function pickVisibleError(
  errors: readonly ValidationError[],
  control: Readonly<ControlState>,
): string | null {
  const first = errors[0];
  if (!first) return null;
  if (first.rule === 'server') return first.message;
  if (first.required) return control.committed ? first.message : null;
  return control.touched || control.committed ? first.message : null;
}

/** A form is valid when no control has an error (spec 3 §4). */
export function isFormValid<D extends FormDefinition>(
  definition: D,
  state: FormState<D>,
  options: FormOptions = {},
) {
  return Object.values(formErrors(definition, state, options)).every(
    (e) => (e as ValidationError[]).length === 0,
  );
}
