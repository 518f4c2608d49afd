import { type AppError, errorDefinition } from '@quire/domain';
import { createForm } from '@quire/domain/forms/form';
import type { FormDefinition, FormOptions, FormValues, ServerFieldError } from '@quire/domain/forms/types';
import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react';
import { locale } from '../i18n';
import { translator } from '../i18n/full';

/**
 * The web adapter of the domain's form engine (packages/domain/src/forms, see its README): the
 * same rules and messages as the server, the spec's touched/committed visibility, server errors
 * attached by field key. Mantine inputs turn `error` into aria-invalid + aria-describedby.
 */
export function useForm<D extends FormDefinition>(definition: D, options: FormOptions = {}) {
  const [form] = useState(() => createForm(definition, { t: translator(locale), ...options }));
  useSyncExternalStore(form.subscribe, form.getState, form.getState);
  const formRef = useRef<HTMLFormElement>(null);
  type Name = keyof D & string;

  const error = (name: Name) => form.visibleError(name) ?? undefined;

  function focusFirstInvalid() {
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  /** Props for a text input, textarea or native select. A select commits on change (a choice made). */
  const inputProps = (name: Name, { commitOnChange = false } = {}) => ({
    name,
    value: String(form.control(name).value ?? ''),
    onChange: (e: { currentTarget: { value: string } }) => {
      form.setValue(name, e.currentTarget.value as FormValues<D>[Name]);
      if (commitOnChange) form.commit(name);
    },
    onBlur: () => form.touch(name),
    onKeyDown: (e: { key: string }) => {
      if (e.key === 'Enter') form.commit(name);
    },
    error: error(name),
  });

  /** Props for a checkbox: ticking is a choice made, so it commits. */
  const checkboxProps = (name: Name) => ({
    name,
    checked: form.control(name).value === true,
    onChange: (e: { currentTarget: { checked: boolean } }) => {
      form.setValue(name, e.currentTarget.checked as FormValues<D>[Name]);
      form.commit(name);
    },
    error: error(name),
  });

  /**
   * Server errors by field key. An item without a field takes the field its code has in the
   * catalogue (30004 → password). Returns the items that belong to no control.
   */
  const setServerErrors = (items: readonly ServerFieldError[]): ServerFieldError[] => {
    const withFields = items.map((item) =>
      item.field || !item.code ? item : { ...item, field: errorDefinition(item.code).field },
    );
    const unattached = form.setServerErrors(withFields);
    focusFirstInvalid();
    return unattached;
  };

  /** An API client error handler: handled (true) when every error belongs to a control of this form. */
  const handleServerError = (e: AppError): boolean => setServerErrors(e.items).length === 0;

  /** onSubmit for the <form>: commits every control; calls `handler` only when the form is valid. */
  const onSubmit = (handler: (values: FormValues<D>) => void | Promise<void>) => (e?: FormEvent) => {
    e?.preventDefault();
    if (form.submit()) return handler(form.values());
    focusFirstInvalid();
  };

  return {
    form,
    values: form.values(),
    error,
    setValue: <K extends Name>(name: K, value: FormValues<D>[K]) => form.setValue(name, value),
    commit: (name: Name) => form.commit(name),
    inputProps,
    checkboxProps,
    setServerErrors,
    handleServerError,
    onSubmit,
    formRef,
  };
}
