import {
  applyCommit,
  applyDisabled,
  applyServerErrors,
  applySubmit,
  applyTouch,
  applyValue,
  formErrors,
  formValues,
  initialFormState,
  pickVisibleError,
} from './state';
import type {
  ControlState,
  FormDefinition,
  FormOptions,
  FormState,
  FormValues,
  ServerFieldError,
  ValidationError,
} from './types';

type Name<D> = keyof D & string;

export interface FormValidation<D extends FormDefinition> {
  valid: boolean;
  /** Every current message per control (controls without errors are left out). */
  errors: Partial<Record<Name<D>, string[]>>;
}

/**
 * A form: an immutable state snapshot plus the operations on it. Each operation replaces the
 * snapshot and notifies subscribers; `getState()` returns the same object until something
 * changes, so React can read it with useSyncExternalStore.
 */
export interface Form<D extends FormDefinition> {
  readonly definition: D;
  getState(): FormState<D>;
  subscribe(listener: () => void): () => void;
  /** The user typed or chose a value (text controls: leading whitespace stripped). */
  setValue<K extends Name<D>>(name: K, value: FormValues<D>[K]): void;
  /** Blur: touched, and text controls are trimmed. */
  touch(name: Name<D>): void;
  /** Enter, or a choice made: commit-only rules start to run, required errors become visible. */
  commit(name: Name<D>): void;
  setDisabled(name: Name<D>, disabled: boolean): void;
  /** Attaches server errors by field key; returns the items that name no control of this form. */
  setServerErrors(items: readonly ServerFieldError[]): ServerFieldError[];
  clearServerErrors(): void;
  /** Back to the initial values (or the given ones), nothing touched or committed. */
  reset(values?: Partial<FormValues<D>>): void;
  /** A submit attempt: commits every control; true when the form is valid and may be sent. */
  submit(): boolean;
  /** All current errors, whether or not they are visible yet. */
  validate(): FormValidation<D>;
  /** The control's error messages, first first. */
  errors(name: Name<D>): string[];
  errorDetails(name: Name<D>): ValidationError[];
  /** The one message to show under the control, or null (see pickVisibleError for the rule). */
  visibleError(name: Name<D>): string | null;
  isValid(): boolean;
  values(): FormValues<D>;
  control<K extends Name<D>>(name: K): Readonly<ControlState<FormValues<D>[K]>>;
}

/**
 * Creates a form from its definition:
 *
 *   const form = createForm({
 *     email: { label: 'email address', initial: '', rules: [required(), pattern(/.+@.+/)] },
 *     password: { label: 'password', initial: '', text: false, rules: passwordRules('email') },
 *   });
 *   form.setValue('email', 'a@b.co'); form.touch('email');
 *   if (form.submit()) send(form.values()); else show(form.visibleError('password'));
 */
export function createForm<D extends FormDefinition>(definition: D, options: FormOptions = {}): Form<D> {
  let state = initialFormState(definition);
  const listeners = new Set<() => void>();
  const cache = new WeakMap<FormState<D>, ReturnType<typeof formErrors<D>>>();

  const errorsNow = () => {
    let e = cache.get(state);
    if (!e) {
      e = formErrors(definition, state, options);
      cache.set(state, e);
    }
    return e;
  };
  const isValid = () => Object.values(errorsNow()).every((list) => (list as ValidationError[]).length === 0);
  const set = (next: FormState<D>) => {
    if (next === state) return;
    state = next;
    for (const l of [...listeners]) l();
  };

  return {
    definition,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setValue: (name, value) => set(applyValue(definition, state, name, value)),
    touch: (name) => set(applyTouch(definition, state, name)),
    commit: (name) => set(applyCommit(state, name)),
    setDisabled: (name, disabled) => set(applyDisabled(state, name, disabled)),
    setServerErrors(items) {
      const { state: next, unattached } = applyServerErrors(state, items);
      set(next);
      return unattached;
    },
    clearServerErrors: () => set(applyServerErrors(state, []).state),
    reset: (values) => set(initialFormState(definition, values)),
    submit() {
      set(applySubmit(state));
      return isValid();
    },
    validate() {
      const all = errorsNow();
      const errors: Partial<Record<Name<D>, string[]>> = {};
      for (const [name, list] of Object.entries(all) as [Name<D>, ValidationError[]][]) {
        if (list.length > 0) errors[name] = list.map((e) => e.message);
      }
      return { valid: Object.keys(errors).length === 0, errors };
    },
    errors: (name) => errorsNow()[name].map((e) => e.message),
    errorDetails: (name) => errorsNow()[name],
    visibleError: (name) => pickVisibleError(errorsNow()[name], state.controls[name]),
    isValid,
    values: () => formValues(state),
    control: (name) => state.controls[name] as Readonly<ControlState<FormValues<D>[typeof name]>>,
  };
}
