import type { Address, AddressInput, EmailPreferences, PaymentMethod, Profile } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The account holder's calls (spec 3 §7 and Quire's session calls), one queryOptions per query. */

export interface ProfileUpdateBody {
  firstName: string;
  lastName: string;
  email: string;
  emailOptedIn: boolean;
  cellPhoneNumber: string;
  secretQuestion: string;
  secretAnswer?: string;
  password?: string;
  currentPassword?: string;
}

export interface ProfileSaved {
  profile: Profile;
  emailVerificationSent: boolean;
  signedOutSessions: number;
}

export interface SessionInfo {
  id: string;
  device: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface Preferences {
  emailOptedIn: boolean;
  emailPreferences: EmailPreferences;
  options: Array<{ key: keyof EmailPreferences; label: string }>;
}

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
  addresses: ['account', 'addresses', 'Mailing'] as const,
  paymentMethods: ['account', 'payment-methods'] as const,
  preferences: ['account', 'preferences'] as const,
};

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: () => api.get<Profile>('/api/account/profile'),
});

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => api.get<{ sessions: SessionInfo[] }>('/api/account/sessions').then((p) => p.sessions),
});

export const addressBookQuery = queryOptions({
  queryKey: accountKeys.addresses,
  queryFn: () =>
    api.get<{ addresses: Address[]; countries: Array<{ code: string; name: string }> }>(
      '/api/account/addressbook',
      {
        query: { filter: 'Mailing' },
      },
    ),
});

export const paymentMethodsQuery = queryOptions({
  queryKey: accountKeys.paymentMethods,
  queryFn: () =>
    api
      .get<{ paymentMethods: PaymentMethod[] }>('/api/account/payment-methods')
      .then((p) => p.paymentMethods),
});

export const preferencesQuery = queryOptions({
  queryKey: accountKeys.preferences,
  queryFn: () => api.get<Preferences>('/api/account/preferences'),
});

export const saveProfile = (body: ProfileUpdateBody, onError?: ErrorHandler) =>
  api.put<ProfileSaved>('/api/account/profile', body, { onError });

export const reauthenticate = (password: string, onError?: ErrorHandler) =>
  api.post<{ until: string }>('/api/account/reauthenticate', { password }, { onError });

export const signOutSession = (id: string) =>
  api.delete<{ current: boolean }>(`/api/account/sessions/${encodeURIComponent(id)}`);

export const signOutOthers = () => api.post<{ signedOut: number }>('/api/account/sessions/sign-out-others');

export const addAddress = (address: AddressInput, onError?: ErrorHandler) =>
  api.put<Address>('/api/account/addressbook', address, { onError });

export const updateAddress = (address: AddressInput & { addressId: string }, onError?: ErrorHandler) =>
  api.post<Address>('/api/account/addressbook', address, { onError });

export const savePreferences = (body: { emailOptedIn: boolean; emailPreferences: EmailPreferences }) =>
  api.post<{ emailOptedIn: boolean; emailPreferences: EmailPreferences }>(
    '/api/authentication/save-prefs',
    body,
  );

export const confirmEmail = (token: string, onError?: ErrorHandler) =>
  api.post<{ email: string }>('/api/account/confirm-email', { token }, { onError });
