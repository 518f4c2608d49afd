// Apart from the orders contract (zod): the cart page sends the header without loading the schemas.

/**
 * The `Idempotency-Key` header of submit-order: the client's own id for one submission (a UUID is
 * fine), 8 to 100 letters, digits, '-', '_', '.' or ':'.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE =
  'An Idempotency-Key header is required: 8 to 100 letters, digits, dashes, underscores, dots or colons.';
