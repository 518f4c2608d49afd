import type { ApiErrorItem } from '../api/envelope';

/** The words of code 0, the unknown error (spec 3 §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred. Please try again later.';
/** The words of UNEXPECTED, the client's network failure (spec 2 §8, spec 3 §7). */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error';

/**
 * AppError without the error catalogue: its HTTP status is given, never looked up. The web's API
 * client raises this one (it has the answer's status), so a first page loads no catalogue.
 * `AppError` (./app-error) extends it with the catalogue's status as the default and counts every
 * instance of this class as its own: `instanceof AppError` holds for both.
 */
export class AppErrorBase extends Error {
  readonly items: ApiErrorItem[];
  readonly status: number;

  constructor(items: ApiErrorItem[], status: number) {
    super(items.map((i) => `${i.code}: ${i.description}`).join('; '));
    this.name = 'AppError';
    this.items = items;
    this.status = status;
  }

  get code(): string {
    return this.items[0]?.code ?? '0';
  }
}
