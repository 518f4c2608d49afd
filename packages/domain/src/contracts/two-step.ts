import { z } from 'zod';
import { OTP_TYPES, otpSchema, secondStepSchema, TWO_STEP_METHODS } from '../accounts/two-step';
import { endpoint } from './endpoint';
import { signInResultSchema } from './sign-in';

/** What the password step answers when two-step verification is on (no session yet). */
export const pendingSecondStepSchema = z
  .object({
    pendingToken: z.string(),
    method: z.enum(TWO_STEP_METHODS),
    sentTo: z.string().nullable(),
    expiresAt: z.string(),
    /** The account has a passkey: the second step may be done with it, whatever the method. */
    passkey: z.boolean(),
  })
  .describe('PendingSecondStep');
export type PendingSecondStep = z.infer<typeof pendingSecondStepSchema>;

/** The account's own two-step verification, as its settings page shows it. */
export const twoStepStatusSchema = z
  .object({
    enabled: z.boolean(),
    method: z.enum(TWO_STEP_METHODS).nullable(),
    mobileNumber: z.string(),
    recoveryCodesLeft: z.number().int(),
    totpPending: z.boolean(),
    /** How many passkeys the account has (two-step by passkey needs one). */
    passkeys: z.number().int(),
  })
  .describe('TwoStepStatus');
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).describe('RecoveryCodes');
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpEnrolmentSchema = z
  .object({ otpauthUri: z.string(), qrCode: z.string(), manualKey: z.string() })
  .describe('TotpEnrolment');
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

const sentTo = z.object({ sentTo: z.string() });
const sendQuery = z.object({ type: z.enum(OTP_TYPES), mobileNumber: z.string().max(40).optional() });

/**
 * Two-step verification: the second step of sign-in under /api/authentication/two-step, the
 * spec's verification dialog (generateCode, resendCode, verifyotp) and the settings under
 * /api/account/two-step.
 */
export const twoStepEndpoints = {
  verifySecondStep: endpoint({
    method: 'POST',
    path: '/api/authentication/two-step/verify',
    body: secondStepSchema,
    response: signInResultSchema,
  }),
  resendSignInCode: endpoint({
    method: 'POST',
    path: '/api/authentication/two-step/resend',
    body: z.object({ pendingToken: z.string().min(20).max(100) }),
    response: sentTo,
  }),
  generateCode: endpoint({
    method: 'POST',
    path: '/api/account/generateCode',
    query: sendQuery,
    response: sentTo,
  }),
  resendCode: endpoint({
    method: 'POST',
    path: '/api/account/resendCode',
    query: sendQuery,
    response: sentTo,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/account/verifyotp',
    query: z.object({ otp: otpSchema, type: z.enum(OTP_TYPES).default('EMAIL') }),
    response: z.object({ success: z.literal(true), code: z.enum(['VERIFIED', 'MOBILE_UPDATED']) }),
  }),
  status: endpoint({ method: 'GET', path: '/api/account/two-step', response: twoStepStatusSchema }),
  enable: endpoint({
    method: 'POST',
    path: '/api/account/two-step/enable',
    body: z.object({ method: z.enum([...OTP_TYPES, 'PASSKEY']) }),
    response: recoveryCodesSchema,
  }),
  setupTotp: endpoint({ method: 'POST', path: '/api/account/two-step/totp', response: totpEnrolmentSchema }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/api/account/two-step/totp/confirm',
    body: z.object({ code: otpSchema }),
    response: recoveryCodesSchema,
  }),
  newRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/account/two-step/recovery-codes',
    response: recoveryCodesSchema,
  }),
  disable: endpoint({
    method: 'DELETE',
    path: '/api/account/two-step',
    response: z.object({ enabled: z.literal(false) }),
  }),
};
