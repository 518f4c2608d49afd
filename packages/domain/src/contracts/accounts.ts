import { z } from 'zod';
import {
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  forgotPasswordUpdateSchema,
  resetTokenSchema,
} from '../accounts/recovery';
import { createAccountSchema, signInSchema } from '../accounts/schemas';
import { endpoint } from './endpoint';
import { loggedInUserSchema, signInResultSchema } from './sign-in';
import { pendingSecondStepSchema } from './two-step';

/** Sign-in answers a session, or, with two-step verification on, a pending sign-in and no session. */
const signInAnswer = z.union([signInResultSchema, z.object({ twoStep: pendingSecondStepSchema })]);

/** Sign-in, account creation, sign-out and the session (spec 3 §7). */
export const accountsEndpoints = {
  csrfToken: endpoint({
    method: 'GET',
    path: '/api/authentication/csrf-token',
    response: z.object({ token: z.string() }),
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/authentication/session',
    response: z.object({ user: loggedInUserSchema.nullable() }),
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/api/authentication/create-account',
    body: createAccountSchema,
    response: signInResultSchema,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/authentication/signin',
    body: signInSchema,
    response: signInAnswer,
  }),
  signInTrade: endpoint({
    method: 'POST',
    path: '/api/authentication/signintrade',
    body: signInSchema,
    response: signInAnswer,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/authentication/logout',
    response: z.object({ signedOut: z.literal(true) }),
  }),
  securityQuestions: endpoint({
    method: 'GET',
    path: '/api/account/security_questions',
    response: z.object({ questions: z.array(z.string()) }),
  }),
};

/** The security question asked for an e-mail (every e-mail gets one). */
export const recoveryQuestionSchema = z.object({ email: z.string(), question: z.string() });
export type RecoveryQuestion = z.infer<typeof recoveryQuestionSchema>;

/** Forgot password (spec 3 §2, §7): question, answer, the link's check, the new password. */
export const recoveryEndpoints = {
  askQuestion: endpoint({
    method: 'POST',
    path: '/api/authentication/forgot-password',
    body: forgotPasswordSchema,
    response: recoveryQuestionSchema,
  }),
  question: endpoint({
    method: 'GET',
    path: '/api/authentication/forgot-password-question',
    query: forgotPasswordSchema,
    response: recoveryQuestionSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/authentication/forgot-password-question-answer',
    body: forgotPasswordAnswerSchema,
    response: z.object({ sent: z.literal(true) }),
  }),
  checkToken: endpoint({
    method: 'GET',
    path: '/api/authentication/forgot-password-token-check',
    query: z.object({ forgotPassToken: resetTokenSchema }),
    response: z.object({ valid: z.literal(true), email: z.string() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/authentication/forgot-password-update',
    body: forgotPasswordUpdateSchema,
    response: z.object({ updated: z.literal(true) }),
  }),
};
