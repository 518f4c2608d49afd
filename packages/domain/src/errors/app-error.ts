import type { ApiErrorItem } from '../api/envelope';
import { AppErrorBase } from './app-error-base';
import { errorDefinition } from './catalogue';

/**
 * An error a service raises on purpose: one or more catalogue codes. The server's error handler
 * turns it into the envelope with the first code's HTTP status; the web client raises the same
 * class from a failed envelope (as AppErrorBase, which `instanceof AppError` accepts).
 */
export class AppError extends AppErrorBase {
  constructor(items: ApiErrorItem[], status?: number) {
    super(items, status ?? errorDefinition(items[0]?.code ?? '0').httpStatus);
  }

  // AppError itself accepts the client's AppErrorBase; a subclass (none today) keeps the usual test.
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` names, which may be a subclass.
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return value instanceof AppErrorBase;
  }
}

/** One error item for a catalogue code, with its message and field unless overridden. */
export function errorItem(code: string, overrides: Partial<Omit<ApiErrorItem, 'code'>> = {}): ApiErrorItem {
  const def = errorDefinition(code);
  const item: ApiErrorItem = { code, description: overrides.description ?? def.message };
  const field = overrides.field ?? def.field;
  if (field) item.field = field;
  return item;
}

/** `throw appError('30004')` — raise a catalogue code. */
export function appError(code: string, overrides: Partial<Omit<ApiErrorItem, 'code'>> = {}): AppError {
  return new AppError([errorItem(code, overrides)]);
}

/** A validation failure on one field with a rule message. */
export function fieldError(field: string, description: string, code = 'VALIDATION'): AppError {
  return new AppError([{ code, description, field }]);
}
