import { z } from 'zod';
import { emailPreferencesSchema, profileUpdateSchema } from '../accounts/profile';
import { endpoint } from './endpoint';

/** The Profile as GET /api/account/profile answers it (no password, no answer). */
export const profileSchema = z
  .object({
    customerId: z.string(),
    email: z.string(),
    /** A new address waiting for its verification link to be followed, or null. */
    pendingEmail: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    secretQuestion: z.string(),
    emailOptedIn: z.boolean(),
    cellPhoneNumber: z.string(),
  })
  .describe('Profile');
export type Profile = z.infer<typeof profileSchema>;

export const profileSavedSchema = z.object({
  profile: profileSchema,
  emailVerificationSent: z.boolean(),
  signedOutSessions: z.number().int(),
});
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/** One of the account's signed-in sessions. */
export const signedInSessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .describe('SignedInSession');
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const emailPreferencesViewSchema = z.object({
  emailOptedIn: z.boolean(),
  emailPreferences: emailPreferencesSchema,
});
export type EmailPreferencesView = z.infer<typeof emailPreferencesViewSchema>;

/** The preferences with the list of choices the page offers. */
export const preferencesPageSchema = emailPreferencesViewSchema.extend({
  options: z.array(z.object({ key: emailPreferencesSchema.keyof(), label: z.string() })),
});
export type PreferencesPage = z.infer<typeof preferencesPageSchema>;

/** The account holder's own calls: profile, e-mail change, re-authentication, sessions, preferences. */
export const accountHolderEndpoints = {
  profile: endpoint({ method: 'GET', path: '/api/account/profile', response: profileSchema }),
  saveProfile: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    body: profileUpdateSchema,
    response: profileSavedSchema,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/account/confirm-email',
    body: z.object({ token: z.string().min(1).max(200) }),
    response: z.object({ email: z.string() }),
  }),
  reauthenticate: endpoint({
    method: 'POST',
    path: '/api/account/reauthenticate',
    body: z.object({ password: z.string().min(1, { error: 'Please enter a password.' }).max(200) }),
    response: z.object({ until: z.string() }),
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    response: z.object({ sessions: z.array(signedInSessionSchema) }),
  }),
  signOutSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    params: z.object({ id: z.uuid() }),
    response: z.object({ current: z.boolean() }),
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    response: z.object({ signedOut: z.number().int() }),
  }),
  preferences: endpoint({ method: 'GET', path: '/api/account/preferences', response: preferencesPageSchema }),
  savePreferences: endpoint({
    method: 'POST',
    path: '/api/authentication/save-prefs',
    body: z.object({ emailOptedIn: z.boolean().optional(), emailPreferences: emailPreferencesSchema }),
    response: emailPreferencesViewSchema,
  }),
  preferencesOf: endpoint({
    method: 'POST',
    path: '/api/authentication/retrieve_email_preferences/:id',
    params: z.object({ id: z.string().min(1).max(40) }),
    response: emailPreferencesViewSchema.extend({ customerId: z.string(), email: z.string() }),
  }),
};
