import type { BodyOf, Passkey, passkeyEndpoints, ResponseOf, SecurityEvent } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The account's passkeys and security history (server accounts.passkeys.routes.ts; decision 048). */
export type { Passkey, SecurityEvent };

type P = typeof passkeyEndpoints;
export type RegistrationOptions = ResponseOf<P['registrationOptions']>['options'];
export type NewPasskey = BodyOf<P['register']>;

export const passkeyKeys = {
  list: ['account', 'passkeys'] as const,
  history: ['account', 'security-history'] as const,
};

export const passkeysQuery = queryOptions({
  queryKey: passkeyKeys.list,
  queryFn: () => api.get<ResponseOf<P['list']>>('/api/account/passkeys').then((p) => p.passkeys),
});

export const securityHistoryQuery = queryOptions({
  queryKey: passkeyKeys.history,
  queryFn: () =>
    api.get<ResponseOf<P['securityHistory']>>('/api/account/security-history').then((p) => p.events),
});

export const registrationOptions = (onError?: ErrorHandler) =>
  api
    .post<ResponseOf<P['registrationOptions']>>('/api/account/passkeys/registration-options', undefined, {
      onError,
    })
    .then((p) => p.options);

export const addPasskey = (body: NewPasskey, onError?: ErrorHandler) =>
  api.post<ResponseOf<P['register']>>('/api/account/passkeys', body, { onError }).then((p) => p.passkey);

export const renamePasskey = (id: string, name: string, onError?: ErrorHandler) =>
  api
    .patch<ResponseOf<P['rename']>>(`/api/account/passkeys/${encodeURIComponent(id)}`, { name }, { onError })
    .then((p) => p.passkey);

export const removePasskey = (id: string, onError?: ErrorHandler) =>
  api.delete<ResponseOf<P['remove']>>(`/api/account/passkeys/${encodeURIComponent(id)}`, { onError });
