import type { AppError } from '@quire/domain';
import type { ServerFieldError } from '@quire/domain/forms/types';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toasts';

interface SaveFormOptions<V, S> {
  /** useForm's: the server's field errors on their controls; returns the rest. */
  setServerErrors: (items: readonly ServerFieldError[]) => ServerFieldError[];
  onSubmit: (handler: (values: V) => Promise<void>) => (e?: FormEvent) => unknown;
  /** The form's control of a server field. */
  formKeyOf: (field: string) => string;
  save: (values: V, onError: (e: AppError) => boolean) => Promise<S>;
  /** The queries a save makes stale. */
  queryKey: QueryKey;
  /** The toast a save says. */
  savedMessage: (saved: S) => string;
  onSaved: (saved: S) => void;
}

/**
 * Sending a site module's or banner's form: the server's field errors land on their fields, the
 * rest are the problems listed above the form (a 4xx is said there); a save is toasted.
 */
export function useSaveForm<V, S>(o: SaveFormOptions<V, S>) {
  const client = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const onServerError = (e: AppError): boolean => {
    const items = e.items.map((i) => (i.field ? { ...i, field: o.formKeyOf(i.field) } : i));
    const unattached = o.setServerErrors(items);
    setProblems(unattached.map((i) => i.description));
    return e.status >= 400 && e.status < 500;
  };

  const submit = o.onSubmit(async (raw) => {
    setProblems([]);
    setPending(true);
    try {
      const saved = await o.save(raw, onServerError);
      await client.invalidateQueries({ queryKey: o.queryKey });
      showToast({ message: o.savedMessage(saved), tone: 'success' });
      o.onSaved(saved);
    } catch {
      // Field errors are on their fields; the rest is listed above or reached the central handling.
    } finally {
      setPending(false);
    }
  });

  return { problems, pending, submit };
}
