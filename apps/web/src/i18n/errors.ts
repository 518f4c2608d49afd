import { errorDefinition } from '@quire/domain/errors/catalogue';

/**
 * The user-facing message of an error code: the domain's catalogue, the server's words. Apart from
 * ./index.ts, so that a first page, which shows no error, does not load the catalogue.
 */
export function errorMessage(code: string): string {
  return errorDefinition(code).message;
}
