import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app (RFC 6238): 30-second steps, 6 digits, HMAC-SHA-1 (what every app
 * supports), a 160-bit secret, ±1 step of clock drift. The caller refuses a step already used.
 */
export const TOTP_PERIOD_S = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  });
}

/** The step a code matches at `at` (within ±1), or null. */
export function matchTotp(base32: string, code: string, at: Date): number | null {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32).validate({ token, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** What the set-up screen shows: the otpauth:// URI, its QR code (SVG data URL) and the key in groups. */
export async function totpEnrolment(base32: string, issuer: string, account: string) {
  const uri = totpOf(base32, account, issuer).toString();
  // The QR code library loads at the first enrolment, not at start (a lighter start).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    manualKey: base32.replace(/(.{4})/g, '$1 ').trim(),
  };
}
