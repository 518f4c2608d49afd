import type {
  accountHolderEndpoints,
  addressesEndpoints,
  BodyOf,
  PreferencesPage,
  ProfileSaved,
  ResponseOf,
  SignedInSession,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The account holder's calls (spec 3 §7 and Quire's session calls), one queryOptions per query. */

type Holder = typeof accountHolderEndpoints;
type Addresses = typeof addressesEndpoints;

export type ProfileUpdateBody = BodyOf<Holder['saveProfile']>;
export type { ProfileSaved };
export type SessionInfo = SignedInSession;
export type Preferences = PreferencesPage;

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
  addresses: ['account', 'addresses', 'Mailing'] as const,
  paymentMethods: ['account', 'payment-methods'] as const,
  preferences: ['account', 'preferences'] as const,
};

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: () => api.get<ResponseOf<Holder['profile']>>('/api/account/profile'),
});

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => api.get<ResponseOf<Holder['sessions']>>('/api/account/sessions').then((p) => p.sessions),
});

export const addressBookQuery = queryOptions({
  queryKey: accountKeys.addresses,
  queryFn: () =>
    api.get<ResponseOf<Addresses['list']>>('/api/account/addressbook', { query: { filter: 'Mailing' } }),
});

export const paymentMethodsQuery = queryOptions({
  queryKey: accountKeys.paymentMethods,
  queryFn: () =>
    api
      .get<ResponseOf<Addresses['paymentMethods']>>('/api/account/payment-methods')
      .then((p) => p.paymentMethods),
});

export const preferencesQuery = queryOptions({
  queryKey: accountKeys.preferences,
  queryFn: () => api.get<ResponseOf<Holder['preferences']>>('/api/account/preferences'),
});

export const saveProfile = (body: ProfileUpdateBody, onError?: ErrorHandler) =>
  api.put<ResponseOf<Holder['saveProfile']>>('/api/account/profile', body, { onError });

export const reauthenticate = (password: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<Holder['reauthenticate']>>('/api/account/reauthenticate', { password }, { onError });

export const signOutSession = (id: string) =>
  api.delete<ResponseOf<Holder['signOutSession']>>(`/api/account/sessions/${encodeURIComponent(id)}`);

export const signOutOthers = () =>
  api.post<ResponseOf<Holder['signOutOthers']>>('/api/account/sessions/sign-out-others');

export const addAddress = (address: BodyOf<Addresses['add']>, onError?: ErrorHandler) =>
  api.put<ResponseOf<Addresses['add']>>('/api/account/addressbook', address, { onError });

export const updateAddress = (address: BodyOf<Addresses['update']>, onError?: ErrorHandler) =>
  api.post<ResponseOf<Addresses['update']>>('/api/account/addressbook', address, { onError });

export const savePreferences = (body: BodyOf<Holder['savePreferences']>) =>
  api.post<ResponseOf<Holder['savePreferences']>>('/api/authentication/save-prefs', body);

export const confirmEmail = (token: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<Holder['confirmEmail']>>('/api/account/confirm-email', { token }, { onError });
