/** Maximum length of a formatted US phone number, 'ddd-ddd-dddd' (spec 3 §9). */
export const US_PHONE_MAX_LENGTH = 12;

/**
 * The national digits of a US number: non-digits removed, one leading 1 (the country code)
 * dropped, at most 10 digits kept.
 */
export function usPhoneDigits(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  return (digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * US phone formatting 3-3-4, dropping a leading 1 (spec 1 §5, spec 3 §5). Partial input
 * formats progressively as it is typed: '202' → '202', '2025' → '202-5', '2025550' →
 * '202-555-0', '12025550143' → '202-555-0143'.
 */
export function formatUsPhone(input: string | null | undefined): string {
  const d = usPhoneDigits(input);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A complete US mobile number: 10 digits after formatting, the first 2 to 9 (spec 3 §5). */
export function isValidUsMobile(input: string | null | undefined): boolean {
  return /^[2-9]\d{9}$/.test(usPhoneDigits(input));
}
