import type { DomainMessageKey } from '../i18n/messages/en-US';
import type { Translate } from '../i18n/translator';

/** What a rule can read while it checks one control. */
export interface RuleContext {
  /** The control's name (its key in the definition, also the server's field key). */
  name: string;
  /** The control's label as it appears in messages ('first name' → 'Please enter the first name.'). */
  label: string;
  /** Every control's current value, for rules that compare with another control. */
  values: Readonly<Record<string, unknown>>;
  /** Label of another control, for messages that name it. */
  labelOf(name: string): string;
  /** Message lookup; en-US domain messages unless the form was given a translator. */
  t: Translate<DomainMessageKey>;
  /** Shows a calendar date ('YYYY-MM-DD') in messages; MM/DD/YYYY unless the form says otherwise. */
  formatDate(calendarDate: string): string;
}

/** One validation rule. Build them with the functions in rules.ts rather than by hand. */
export interface Rule {
  /** Rule id, reported with the error: 'required', 'minLength', 'pattern', ... */
  readonly name: string;
  /** A required-rule error: it follows the required visibility rule (see visibleError). */
  readonly required?: boolean;
  /** Runs even when the control is disabled (requiredAllTheTime). Other rules skip disabled controls. */
  readonly whenDisabled?: boolean;
  /** Runs only after the control is committed. */
  readonly commitOnly?: boolean;
  /** The error message, or null when the value passes. */
  check(value: unknown, ctx: RuleContext): string | null;
}

export interface ValidationError {
  /** The rule that failed, or 'server' for a server-reported message. */
  rule: string;
  message: string;
  /** True for required and requiredAllTheTime errors. */
  required: boolean;
}

export interface FieldDefinition<V = unknown> {
  /** Used by the default required message and by messages naming this control. */
  label: string;
  initial: V;
  rules?: readonly Rule[];
  disabled?: boolean;
  /**
   * A text control strips leading whitespace as the user types and trims on blur (spec 1 §5,
   * spec 2 §2.2). Defaults to true when `initial` is a string; set false for passwords.
   */
  text?: boolean;
  /** Applied to every value set, after the text handling: e.g. `formatUsPhone` for a mobile number. */
  normalize?: (value: V) => V;
}

// biome-ignore lint/suspicious/noExplicitAny: a definition holds fields of differing value types
export type FormDefinition = Readonly<Record<string, FieldDefinition<any>>>;

/** The value type of each control of a definition. */
export type FormValues<D extends FormDefinition> = { -readonly [K in keyof D]: D[K]['initial'] };

export interface ControlState<V = unknown> {
  value: V;
  /** Set on blur. */
  touched: boolean;
  /** Set by commit(): Enter, a choice made, or a submit attempt. */
  committed: boolean;
  disabled: boolean;
  /** A server-reported message for this control; cleared when its value changes. */
  serverError: string | null;
}

export interface FormState<D extends FormDefinition> {
  readonly controls: { readonly [K in keyof D]: Readonly<ControlState<D[K]['initial']>> };
  /** Set by submit(). */
  readonly submitted: boolean;
}

export interface FormOptions {
  t?: Translate<DomainMessageKey>;
  formatDate?: (calendarDate: string) => string;
}

/** A server error item as the envelope carries it; `field` names the control. */
export interface ServerFieldError {
  code?: string;
  description: string;
  field?: string;
}
