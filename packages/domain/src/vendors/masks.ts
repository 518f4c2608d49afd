/**
 * Masks (spec 3 §5): a secret travels back to the browser as X for every character but the last
 * four. A value is "masked" when it is made of X and at most four trailing characters; a masked
 * value sent back unchanged means "keep the stored secret".
 */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  const keep = value.length > 4 ? 4 : 0;
  return 'X'.repeat(value.length - keep) + value.slice(value.length - keep);
}

export function isMasked(value: string | null | undefined): boolean {
  return !!value && /^X+[0-9A-Za-z]{0,4}$/.test(value);
}

/** ID numbers have dashes and spaces stripped (spec 3 §5); IBAN and SWIFT are upper-cased too. */
export const stripId = (value: string | null | undefined): string => (value ?? '').replace(/[\s-]+/g, '');
export const stripUpper = (value: string | null | undefined): string => stripId(value).toUpperCase();
