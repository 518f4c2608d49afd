import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  forgotPasswordUpdateSchema,
  RECOVERY_MESSAGES,
} from './recovery';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('forgot password schemas', () => {
  it('takes an e-mail, lower-cased, and refuses a bad one in the spec words', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' });
    expect(issues(forgotPasswordSchema.safeParse({ email: '' }))).toEqual([
      ['email', 'Please enter the email address.'],
    ]);
    expect(issues(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual([
      ['email', 'Please enter a valid email address.'],
    ]);
  });

  it('answers code 2 for an answer that cannot be a security answer, and asks for a missing one', () => {
    expect(answerProblem('ab')?.code).toBe('2');
    expect(answerProblem('x'.repeat(51))?.code).toBe('2');
    expect(answerProblem('London')).toBeNull();
    expect(answerProblem('')).toBeNull();
    const base = { email: 'a@example.com', question: 'What city were you born in?' };
    expect(issues(forgotPasswordAnswerSchema.safeParse({ ...base, answer: 'ab' }))).toEqual([
      ['answer', RECOVERY_MESSAGES.weakAnswer],
    ]);
    expect(issues(forgotPasswordAnswerSchema.safeParse({ ...base, answer: '  ' }))).toEqual([
      ['answer', 'Please enter the security answer.'],
    ]);
    expect(
      issues(forgotPasswordAnswerSchema.safeParse({ email: 'a@example.com', answer: 'London' })),
    ).toEqual([['question', 'Please enter the security question.']]);
    expect(forgotPasswordAnswerSchema.parse({ ...base, answer: ' London ' }).answer).toBe('London');
  });

  it('checks the new password with the create-account rules and the token shape', () => {
    const token = 'A'.repeat(43);
    expect(
      forgotPasswordUpdateSchema.safeParse({ forgotPassToken: token, password: 'Quill7Write' }).success,
    ).toBe(true);
    expect(
      issues(forgotPasswordUpdateSchema.safeParse({ forgotPassToken: token, password: 'short1A' })),
    ).toEqual([
      [
        'password',
        'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
      ],
    ]);
    expect(
      issues(forgotPasswordUpdateSchema.safeParse({ forgotPassToken: token, password: 'quill7write' })),
    ).toEqual([['password', 'Your password must contain at least one upper case letter']]);
    expect(
      issues(forgotPasswordUpdateSchema.safeParse({ forgotPassToken: token, password: 'QuillWrite' })),
    ).toEqual([['password', 'Your password must contain at least one number.']]);
    expect(
      issues(
        forgotPasswordUpdateSchema.safeParse({ forgotPassToken: 'a b'.repeat(10), password: 'Quill7Write' }),
      ),
    ).toEqual([['forgotPassToken', RECOVERY_MESSAGES.token]]);
  });
});
