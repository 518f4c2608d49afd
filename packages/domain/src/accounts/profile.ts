import { z } from 'zod';
import { formatUsPhone, isValidUsMobile, US_PHONE_MAX_LENGTH } from '../format/phone';
import { ACCOUNT_MESSAGES, SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from './constants';
import { passwordProblem } from './password';
import { emailSchema } from './schemas';

/**
 * The Profile of spec 3 §3 (PUT /api/account/profile): names, e-mail, secret question and answer,
 * password, e-mail opt-in, cell phone. Blank `password` and `secretAnswer` keep the stored ones; a
 * new password needs the current one. Every field error is reported at once, on its key.
 */
export const PROFILE_MESSAGES = {
  currentPassword: 'Please enter your current password.',
  mobileInvalid: 'Please enter a valid mobile phone number.',
  mobileMax: `Max Length ${US_PHONE_MAX_LENGTH}`,
  secretAnswer: 'Your security answer does not meet the requirements. Please try again.',
  secretAnswerRequired: 'Please enter the security answer.',
} as const;

/** How long a re-authentication lets the session change e-mail, password, phone or security answer. */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(40, { error: 'Max Length 40' });

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export const cellPhoneSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .max(20, { error: PROFILE_MESSAGES.mobileMax })
  .transform((v) => (v === '' ? '' : formatUsPhone(v)))
  .superRefine((v, ctx) => {
    if (v !== '' && !isValidUsMobile(v))
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.mobileInvalid });
  });

export const profileUpdateSchema = /* @__PURE__ */ z
  .object({
    firstName: name(ACCOUNT_MESSAGES.firstName),
    lastName: name(ACCOUNT_MESSAGES.lastName),
    email: emailSchema,
    emailOptedIn: z.boolean().default(false),
    cellPhoneNumber: cellPhoneSchema.default(''),
    secretQuestion: name(ACCOUNT_MESSAGES.secretQuestion).max(200, { error: 'Max Length 200' }),
    /** Blank keeps the stored answer; required when the question changes (checked by the server). */
    secretAnswer: z.string().trim().max(200).default(''),
    /** Blank keeps the stored password. */
    password: z.string().max(200).default(''),
    currentPassword: z.string().max(200).default(''),
  })
  .superRefine(
    (input, ctx) => {
      const v = asRecord(input);
      const password = typeof v.password === 'string' ? v.password : '';
      const email = typeof v.email === 'string' ? v.email.trim() : '';
      const answer = typeof v.secretAnswer === 'string' ? v.secretAnswer.trim() : '';
      const current = typeof v.currentPassword === 'string' ? v.currentPassword : '';
      if (password !== '') {
        const problem = passwordProblem(password, email);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            path: ['password'],
            message: problem.message,
            params: { code: problem.code },
          });
        }
        if (current === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['currentPassword'],
            message: PROFILE_MESSAGES.currentPassword,
          });
        }
      }
      if (
        answer !== '' &&
        (answer.length < SECRET_ANSWER_MIN ||
          answer.length > SECRET_ANSWER_MAX ||
          (password !== '' && answer.toLowerCase() === password.toLowerCase()))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['secretAnswer'],
          message: PROFILE_MESSAGES.secretAnswer,
          params: { code: '2' },
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Which changes of a profile update need a recent re-authentication. */
export function sensitiveChanges(
  before: { email: string; cellPhoneNumber: string; secretQuestion: string },
  update: Pick<ProfileUpdate, 'email' | 'cellPhoneNumber' | 'secretQuestion' | 'secretAnswer' | 'password'>,
): Array<'email' | 'password' | 'cellPhoneNumber' | 'secretAnswer'> {
  const out: Array<'email' | 'password' | 'cellPhoneNumber' | 'secretAnswer'> = [];
  if (update.email !== before.email) out.push('email');
  if (update.password !== '') out.push('password');
  if (update.cellPhoneNumber !== before.cellPhoneNumber) out.push('cellPhoneNumber');
  if (update.secretAnswer !== '' || update.secretQuestion !== before.secretQuestion) out.push('secretAnswer');
  return out;
}

/** E-mail preferences (POST /api/authentication/save-prefs): what Quire may e-mail about. */
export const EMAIL_PREFERENCES = [
  { key: 'marketing', label: 'News, tips and offers for authors' },
  { key: 'promotions', label: 'Promotion opportunities for my books' },
  { key: 'salesReports', label: 'Monthly sales summaries' },
  { key: 'productUpdates', label: 'New features and changes to Quire' },
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCES)[number]['key'];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  marketing: false,
  promotions: true,
  salesReports: true,
  productUpdates: true,
};

export const emailPreferencesSchema = /* @__PURE__ */ z.object({
  marketing: z.boolean(),
  promotions: z.boolean(),
  salesReports: z.boolean(),
  productUpdates: z.boolean(),
}) satisfies z.ZodType<EmailPreferences>;

/** Stored preferences read leniently: unknown keys dropped, missing ones defaulted. */
export function readEmailPreferences(stored: unknown): EmailPreferences {
  const v = asRecord(stored);
  const out = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const { key } of EMAIL_PREFERENCES) if (typeof v[key] === 'boolean') out[key] = v[key] as boolean;
  return out;
}
