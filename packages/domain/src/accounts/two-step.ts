import { z } from 'zod';
import { formatUsPhone, isValidUsMobile, US_PHONE_MAX_LENGTH } from '../format/phone';

/**
 * Two-step verification (spec 3 §4, §5, §8, §9; decision 023). One-time codes go by e-mail or text
 * message; beyond the spec, an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes.
 *
 * Limits (the spec names the codes, not the numbers; decision recorded in the server's
 * accounts.two-step.ts):
 * - a code lives OTP_TTL_MS (10 minutes) and is used once;
 * - OTP_MAX_WRONG wrong entries of one code burn it: 1091, a new code is sent and the input reset;
 * - at most OTP_MAX_SENDS codes per account in OTP_SEND_WINDOW_MS, whatever the purpose: beyond,
 *   1085 (maximum attempts); an authenticator app or a recovery code still signs in;
 * - a pending sign-in ends at its SECOND_STEP_MAX_WRONG-th wrong second step (1087: sign in
 *   again); every wrong second step also counts towards the sign-in lock (LOCKOUT_THRESHOLD = 5),
 *   so the maximum-attempts modal comes first and the lock next.
 */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG = 5;
export const OTP_MAX_SENDS = 10;
export const OTP_SEND_WINDOW_MS = 60 * 60_000;
export const SECOND_STEP_MAX_WRONG = 3;
/** How long the password step's pending sign-in waits for the second step. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;
/** The spec's "Verification Successful!" closes after 3 seconds (spec 3 §4, §9). */
export const VERIFICATION_SUCCESS_CLOSE_MS = 3_000;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_STEP_MESSAGES = {
  otpRequired: 'Please enter the one-time code.',
  mobileRequired: 'Please enter a mobile phone number',
  mobileInvalid: 'Please enter a valid mobile phone number.',
  mobileMismatch: 'Mobile phone numbers do not match.',
  mobileMax: `Max Length ${US_PHONE_MAX_LENGTH}`,
  verified: 'Verification Successful!',
  mobileUpdated: 'Your mobile phone number has now been updated.',
  sendNewCode: 'Send a New Code',
  recoveryCodeInvalid: 'Please enter a recovery code.',
} as const;

/**
 * EMAIL and SMS are the spec's types; TOTP (authenticator app) and PASSKEY (a passkey as the
 * second step, decision 048) are Quire's additions.
 */
export const OTP_TYPES = ['EMAIL', 'SMS'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
export const TWO_STEP_METHODS = ['EMAIL', 'SMS', 'TOTP', 'PASSKEY'] as const;
export type TwoStepMethod = (typeof TWO_STEP_METHODS)[number];

/** Spec 3 §5 "One-time code": digits only, 6 long, required. */
export const otpSchema = /* @__PURE__ */ z
  .string({ error: TWO_STEP_MESSAGES.otpRequired })
  .trim()
  .min(1, { error: TWO_STEP_MESSAGES.otpRequired })
  .regex(/^\d{6}$/, { error: TWO_STEP_MESSAGES.otpRequired });

/**
 * Spec 3 §5 "Mobile number": required, US format with the first digit 2 to 9, at most 12
 * characters once formatted, formatted as a US number; the confirmation must match.
 */
export const mobileNumberSchema = /* @__PURE__ */ z
  .string({ error: TWO_STEP_MESSAGES.mobileRequired })
  .trim()
  .min(1, { error: TWO_STEP_MESSAGES.mobileRequired })
  .max(20, { error: TWO_STEP_MESSAGES.mobileMax })
  .transform((v) => formatUsPhone(v))
  .superRefine((v, ctx) => {
    if (!isValidUsMobile(v)) ctx.addIssue({ code: 'custom', message: TWO_STEP_MESSAGES.mobileInvalid });
  });

/** The add-mobile-number dialog (spec 3 §2 modals, §5). */
export const addMobileNumberSchema = /* @__PURE__ */ z
  .object({
    mobileNumber: mobileNumberSchema,
    confirmMobileNumber: z.string({ error: TWO_STEP_MESSAGES.mobileRequired }).trim(),
  })
  .superRefine((v, ctx) => {
    if (formatUsPhone(v.confirmMobileNumber) !== v.mobileNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmMobileNumber'],
        message: TWO_STEP_MESSAGES.mobileMismatch,
      });
  });

/**
 * A recovery code as shown: 10 characters from an alphabet without look-alikes, in two groups
 * ('abcde-fghjk'). Entry ignores case, spaces and dashes.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}
export function isRecoveryCodeShape(input: string): boolean {
  const n = normaliseRecoveryCode(input);
  return n.length === 10 && [...n].every((c) => RECOVERY_CODE_ALPHABET.includes(c));
}
export function formatRecoveryCode(raw: string): string {
  const n = normaliseRecoveryCode(raw);
  return `${n.slice(0, 5)}-${n.slice(5)}`;
}

/** The mobile number as the account shows it once saved: only the last four digits. */
export function maskMobileNumber(formatted: string): string {
  const digits = formatted.replace(/\D/g, '');
  return digits.length < 4 ? '' : `***-***-${digits.slice(-4)}`;
}

/** The body of the second step of sign-in. */
export const secondStepSchema = /* @__PURE__ */ z.object({
  pendingToken: z.string().min(20).max(100),
  method: z.enum(['CODE', 'TOTP', 'RECOVERY']),
  code: z.string().trim().min(1, { error: TWO_STEP_MESSAGES.otpRequired }).max(40),
  /** A contributor's share key, sent again with the second step (contributors, decision 022). */
  authorShareKey: z.string().max(200).optional(),
});
export type SecondStepInput = z.infer<typeof secondStepSchema>;
