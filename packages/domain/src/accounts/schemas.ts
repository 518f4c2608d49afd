import { z } from 'zod';
import { ACCOUNT_MESSAGES, ACCOUNT_TYPES, SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from './constants';
import { passwordProblem } from './password';

export * from './constants';

const trimmed = (required: string, max = 40) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Max Length ${max}` });

export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.email })
  .max(254, { error: 'Max Length 254' })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }))
  .transform((e) => e.toLowerCase());

const SECRET_ANSWER_MESSAGE = 'Your security answer does not meet the requirements. Please try again.';

/** The password rules that need no other field (every spec message but the username one). */
const passwordField = z
  .string({ error: 'Please enter a password.' })
  .max(200)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
  });

const secretAnswerField = trimmed(ACCOUNT_MESSAGES.secretAnswer, 200).superRefine((answer, ctx) => {
  if (answer.length > 0 && (answer.length < SECRET_ANSWER_MIN || answer.length > SECRET_ANSWER_MAX)) {
    ctx.addIssue({ code: 'custom', message: SECRET_ANSWER_MESSAGE, params: { code: '2' } });
  }
});

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export const createAccountSchema = z
  .object({
    email: emailSchema,
    password: passwordField,
    firstName: trimmed(ACCOUNT_MESSAGES.firstName),
    lastName: trimmed(ACCOUNT_MESSAGES.lastName),
    secretQuestion: trimmed(ACCOUNT_MESSAGES.secretQuestion, 200),
    secretAnswer: secretAnswerField,
    accountType: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_MESSAGES.accountType }),
    emailOptedIn: z.boolean().default(false),
    authorShareKey: z.string().max(200).optional(),
  })
  // Cross-field rules run even when other fields failed, so one answer lists every field error.
  .superRefine(
    (input, ctx) => {
      const v = asRecord(input);
      const password = typeof v.password === 'string' ? v.password : '';
      const email = typeof v.email === 'string' ? v.email.trim() : '';
      const answer = typeof v.secretAnswer === 'string' ? v.secretAnswer.trim() : '';
      if (password !== '' && passwordProblem(password) === null) {
        const problem = passwordProblem(password, email);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            path: ['password'],
            message: problem.message,
            params: { code: problem.code },
          });
        }
      }
      if (
        password !== '' &&
        answer.length >= SECRET_ANSWER_MIN &&
        answer.toLowerCase() === password.toLowerCase()
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['secretAnswer'],
          message: SECRET_ANSWER_MESSAGE,
          params: { code: '2' },
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateAccountInput = z.input<typeof createAccountSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Please enter a password.' })
    .min(1, { error: 'Please enter a password.' })
    .max(200),
  authorShareKey: z.string().max(200).optional(),
});
export type SignInInput = z.input<typeof signInSchema>;
