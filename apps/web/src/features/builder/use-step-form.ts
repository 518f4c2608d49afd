import type { FormDefinition, FormValues } from '@quire/domain/forms/types';
import { useForm } from '../../lib/use-form';
import type { ProjectPatch } from './api/project';
import { useSaveState } from './use-save-state';

/**
 * A wizard step's form: the domain's rules through use-form, saved as the author goes. A change
 * whose control passes its rules is queued for saving; one that fails only marks the step
 * unsaved, with the rule's message under the control. Leaving a control saves what it holds, so
 * it commits it: a required field left empty says so at once. Server field errors attach by key.
 */
export function useStepForm<D extends FormDefinition>(
  projectId: string,
  definition: D,
  toPatch: (name: keyof D & string, values: FormValues<D>) => ProjectPatch,
) {
  const form = useForm(definition);
  const save = useSaveState(projectId, { onFieldErrors: form.handleServerError });
  type Name = keyof D & string;

  function queue(name: Name, now = false) {
    const patch = toPatch(name, form.form.values());
    if (form.form.errors(name).length > 0) {
      save.markUnsaved(Object.keys(patch));
      return;
    }
    if (now) void save.saveNow(patch);
    else save.change(patch);
  }

  /** Props for a text input, textarea or select that saves as the author types. */
  const field = (name: Name, { commitOnChange = false } = {}) => {
    const props = form.inputProps(name, { commitOnChange });
    return {
      ...props,
      onChange: (e: { currentTarget: { value: string } }) => {
        props.onChange(e);
        queue(name, commitOnChange);
      },
      onBlur: () => {
        props.onBlur();
        form.commit(name);
        // The trim on blur may change the value; save what stands.
        if (form.form.errors(name).length === 0) void save.saveNow(toPatch(name, form.form.values()));
      },
    };
  };

  /** Set a value from a control that is not a text input (radio group, checkbox, list) and save it. */
  const choose = <K extends Name>(name: K, value: FormValues<D>[K]) => {
    form.setValue(name, value);
    form.commit(name);
    queue(name, true);
  };

  /**
   * Next's check (next-guard.ts): commits every control so each error shows, focuses the first
   * control in error, and answers whether the step may be left. Nothing is changed or restored.
   */
  const validate = (): boolean => {
    if (form.form.submit()) return true;
    const first = (Object.keys(definition) as Name[]).find((n) => form.form.errors(n).length > 0);
    if (first) document.getElementsByName(first)[0]?.focus();
    return false;
  };

  return { ...form, save, field, choose, validate };
}
