import { custom, required } from '@quire/domain/forms/rules';
import type { FieldDefinition } from '@quire/domain/forms/types';

/**
 * A quick shape check for e-mail addresses: something@something.something, no spaces. It accepts
 * everything the server's stricter schema (zod's z.email()) accepts, so the browser never refuses
 * an address the server would take; the server remains the judge and answers with the same message.
 * It is not the zod schema itself so that the sign-in page does not load zod.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail: 'Please enter the email address.' / 'Please enter a valid email address.' */
export const emailRules = [
  required({ key: 'account.email' }),
  custom('email', (value, ctx) =>
    EMAIL_SHAPE.test(String(value).trim()) ? null : ctx.t('account.emailInvalid'),
  ),
];

export const SIGN_IN_FORM = {
  email: { label: 'email address', initial: '', rules: emailRules },
  password: {
    label: 'password',
    initial: '',
    text: false,
    rules: [required({ key: 'password.required' })],
  } satisfies FieldDefinition<string>,
};
