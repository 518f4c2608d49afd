import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** Two-step verification (issue 9; server accounts.two-step.routes.ts). */
export type OtpType = 'EMAIL' | 'SMS';
export type TwoStepMethod = OtpType | 'TOTP';

export interface TwoStepStatus {
  enabled: boolean;
  method: TwoStepMethod | null;
  mobileNumber: string;
  recoveryCodesLeft: number;
  totpPending: boolean;
}

export interface TotpEnrolment {
  otpauthUri: string;
  qrCode: string;
  manualKey: string;
}

export const twoStepKey = ['account', 'two-step'] as const;

export const twoStepQuery = queryOptions({
  queryKey: twoStepKey,
  queryFn: () => api.get<TwoStepStatus>('/api/account/two-step'),
});

/** Sends a code: on opening the dialog (generateCode) or 'Send a New Code' (resendCode). */
export const sendCode = (type: OtpType, resend: boolean, mobileNumber?: string, onError?: ErrorHandler) =>
  api.post<{ sentTo: string }>(resend ? '/api/account/resendCode' : '/api/account/generateCode', undefined, {
    query: { type, mobileNumber },
    onError,
  });

export const verifyOtp = (type: OtpType, otp: string, onError?: ErrorHandler) =>
  api.post<{ success: true; code: 'VERIFIED' | 'MOBILE_UPDATED' }>('/api/account/verifyotp', undefined, {
    query: { type, otp },
    onError,
  });

export const enableByCode = (method: OtpType, onError?: ErrorHandler) =>
  api.post<{ recoveryCodes: string[] }>('/api/account/two-step/enable', { method }, { onError });

export const setupTotp = (onError?: ErrorHandler) =>
  api.post<TotpEnrolment>('/api/account/two-step/totp', undefined, { onError });

export const confirmTotp = (code: string, onError?: ErrorHandler) =>
  api.post<{ recoveryCodes: string[] }>('/api/account/two-step/totp/confirm', { code }, { onError });

export const newRecoveryCodes = (onError?: ErrorHandler) =>
  api.post<{ recoveryCodes: string[] }>('/api/account/two-step/recovery-codes', undefined, { onError });

export const turnOff = (onError?: ErrorHandler) =>
  api.delete<{ enabled: false }>('/api/account/two-step', { onError });
