import type {
  OtpType,
  ResponseOf,
  TotpEnrolment,
  TwoStepMethod,
  TwoStepStatus,
  twoStepEndpoints,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** Two-step verification (server accounts.two-step.routes.ts). */
export type { OtpType, TotpEnrolment, TwoStepMethod, TwoStepStatus };

type TwoStep = typeof twoStepEndpoints;

export const twoStepKey = ['account', 'two-step'] as const;

export const twoStepQuery = queryOptions({
  queryKey: twoStepKey,
  queryFn: () => api.get<ResponseOf<TwoStep['status']>>('/api/account/two-step'),
});

/** Sends a code: on opening the dialog (generateCode) or 'Send a New Code' (resendCode). */
export const sendCode = (type: OtpType, resend: boolean, mobileNumber?: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['generateCode']>>(
    resend ? '/api/account/resendCode' : '/api/account/generateCode',
    undefined,
    {
      query: { type, mobileNumber },
      onError,
    },
  );

export const verifyOtp = (type: OtpType, otp: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['verifyOtp']>>('/api/account/verifyotp', undefined, {
    query: { type, otp },
    onError,
  });

/** Turns two-step on by e-mail or text (a code verified first) or by passkey (one added first). */
export const enableByCode = (method: OtpType | 'PASSKEY', onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['enable']>>('/api/account/two-step/enable', { method }, { onError });

export const setupTotp = (onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['setupTotp']>>('/api/account/two-step/totp', undefined, { onError });

export const confirmTotp = (code: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['confirmTotp']>>('/api/account/two-step/totp/confirm', { code }, { onError });

export const newRecoveryCodes = (onError?: ErrorHandler) =>
  api.post<ResponseOf<TwoStep['newRecoveryCodes']>>('/api/account/two-step/recovery-codes', undefined, {
    onError,
  });

export const turnOff = (onError?: ErrorHandler) =>
  api.delete<ResponseOf<TwoStep['disable']>>('/api/account/two-step', { onError });
