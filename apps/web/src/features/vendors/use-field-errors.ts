import type { AppError, FieldProblem } from '@quire/domain';
import { useState } from 'react';

/**
 * Which rule messages a vendor form shows: a field's first problem once it was touched or the form
 * was submitted (spec 3 §4 forms); the server's message on a field until that field changes again.
 */
export function useFieldErrors(problems: FieldProblem[]) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const first = new Map<string, string>();
  for (const p of problems) if (!first.has(p.field)) first.set(p.field, p.message);
  return {
    error(field: string): string | undefined {
      if (server[field]) return server[field];
      return submitted || touched.has(field) ? first.get(field) : undefined;
    },
    touch: (field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    changed: (field: string) =>
      setServer((s) => {
        if (!(field in s)) return s;
        const { [field]: _gone, ...rest } = s;
        return rest;
      }),
    submit: () => {
      setSubmitted(true);
      return problems.length === 0;
    },
    setServerErrors: (e: AppError) =>
      setServer(
        Object.fromEntries(e.items.filter((i) => i.field).map((i) => [i.field as string, i.description])),
      ),
    reset: () => {
      setSubmitted(false);
      setTouched(new Set());
      setServer({});
    },
  };
}
export type FieldErrors = ReturnType<typeof useFieldErrors>;
