import { z } from 'zod';
import { ACCOUNT_MESSAGES, SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from './constants';
import { passwordProblem } from './password';
import { emailSchema } from './schemas';

/**
 * Forgot password (spec 3 §2, §7): e-mail → security question → answer → a link with a token →
 * new password. The link is good for RESET_LINK_MINUTES and once.
 */
export const RESET_LINK_MINUTES = 60;

export const RECOVERY_MESSAGES = {
  question: 'Please enter the security question.',
  answer: ACCOUNT_MESSAGES.secretAnswer,
  weakAnswer: 'Your security answer does not meet the requirements. Please try again.',
  token: 'This password reset link is not valid or has expired. Please ask for a new one.',
} as const;

/** Code 2 (spec 3 §8) when an answer cannot be a security answer at all (3 to 50 characters). */
export function answerProblem(answer: string): { code: '2'; message: string } | null {
  const a = answer.trim();
  if (a.length > 0 && (a.length < SECRET_ANSWER_MIN || a.length > SECRET_ANSWER_MAX)) {
    return { code: '2', message: RECOVERY_MESSAGES.weakAnswer };
  }
  return null;
}

/** POST /api/authentication/forgot-password (and the query of GET forgot-password-question). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/authentication/forgot-password-question-answer: e-mail, question and answer. */
export const forgotPasswordAnswerSchema = z.object({
  email: emailSchema,
  question: z
    .string({ error: RECOVERY_MESSAGES.question })
    .trim()
    .min(1, { error: RECOVERY_MESSAGES.question })
    .max(200, { error: 'Max Length 200' }),
  answer: z
    .string({ error: RECOVERY_MESSAGES.answer })
    .trim()
    .min(1, { error: RECOVERY_MESSAGES.answer })
    .superRefine((answer, ctx) => {
      const problem = answerProblem(answer);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
    }),
});
export type ForgotPasswordAnswerInput = z.input<typeof forgotPasswordAnswerSchema>;

/** A reset token as it travels in links: base64url, 43 characters for 256 bits. */
export const resetTokenSchema = z.string({ error: RECOVERY_MESSAGES.token }).superRefine((token, ctx) => {
  if (token.length < 22 || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) {
    ctx.addIssue({
      code: 'custom',
      message: RECOVERY_MESSAGES.token,
      params: { code: 'RESET_LINK_INVALID' },
    });
  }
});

/**
 * POST /api/authentication/forgot-password-update: the token and the new password. The rules that
 * need no other field run here; "not the username" (1241) and "too common" (1240) need the
 * account's e-mail and the word list, so the server checks them once it knows whose token it is.
 */
export const forgotPasswordUpdateSchema = z.object({
  forgotPassToken: resetTokenSchema,
  password: z
    .string({ error: 'Please enter a password.' })
    .max(200)
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
    }),
});
export type ForgotPasswordUpdateInput = z.input<typeof forgotPasswordUpdateSchema>;
