import type { ApiErrorItem } from '../api/envelope';
import { errorDefinition } from './catalogue';

/**
 * An error a service raises on purpose: one or more catalogue codes. The server's error handler
 * turns it into the envelope with the first code's HTTP status; the web client raises the same
 * class from a failed envelope.
 */
export class AppError extends Error {
  readonly items: ApiErrorItem[];
  readonly status: number;

  constructor(items: ApiErrorItem[], status?: number) {
    super(items.map((i) => `${i.code}: ${i.description}`).join('; '));
    this.name = 'AppError';
    this.items = items;
    this.status = status ?? errorDefinition(items[0]?.code ?? '0').httpStatus;
  }

  get code(): string {
    return this.items[0]?.code ?? '0';
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
