import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password';
import { ACCOUNT_MESSAGES, createAccountSchema, signInSchema } from './schemas';

const valid = {
  email: '  New.Author@Example.com ',
  password: 'Writer2026',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  secretQuestion: 'What city were you born in?',
  secretAnswer: 'London',
  accountType: 'PUBLISHER',
  emailOptedIn: true,
} as const;

/** The issues of a failed parse as { path: message }, plus the catalogue code when one is set. */
function issues(result: ReturnType<typeof createAccountSchema.safeParse>) {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [
      i.path.join('.'),
      { message: i.message, code: (i as { params?: { code?: string } }).params?.code },
    ]),
  );
}

describe('createAccountSchema', () => {
  it('accepts a valid account, trims and lower-cases the e-mail', () => {
    const r = createAccountSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ email: 'new.author@example.com', firstName: 'Ada', emailOptedIn: true });
  });

  it('defaults emailOptedIn to false', () => {
    const { emailOptedIn: _drop, ...rest } = valid;
    expect(createAccountSchema.parse(rest).emailOptedIn).toBe(false);
  });

  it('reports every missing field with its message', () => {
    const r = createAccountSchema.safeParse({
      email: '',
      password: '',
      firstName: ' ',
      lastName: '',
      secretQuestion: '',
      secretAnswer: '',
      accountType: 'NOPE',
    });
    expect(r.success).toBe(false);
    const got = issues(r);
    expect(got.email?.message).toBe(ACCOUNT_MESSAGES.email);
    expect(got.firstName?.message).toBe('Please enter the first name.');
    expect(got.lastName?.message).toBe('Please enter the last name.');
    expect(got.secretQuestion?.message).toBe('Please enter the security question.');
    expect(got.secretAnswer?.message).toBe('Please enter the security answer.');
    expect(got.accountType?.message).toBe('Please choose an account type.');
  });

  it('rejects an invalid e-mail', () => {
    expect(issues(createAccountSchema.safeParse({ ...valid, email: 'not-an-email' })).email?.message).toBe(
      'Please enter a valid email address.',
    );
  });

  it.each([
    ['', PASSWORD_MESSAGES.required, 'VALIDATION'],
    ['Short1', PASSWORD_MESSAGES.rules, 'VALIDATION'],
    ['lowercase1', PASSWORD_MESSAGES.uppercase, 'VALIDATION'],
    ['NoNumberHere', PASSWORD_MESSAGES.number, 'VALIDATION'],
  ])('password %j → %s', (password, message, code) => {
    expect(issues(createAccountSchema.safeParse({ ...valid, password })).password).toEqual({ message, code });
  });

  it('refuses a password equal to the username (1241)', () => {
    const r = createAccountSchema.safeParse({ ...valid, email: 'Abcdefg1@x.co', password: 'Abcdefg1@x.co' });
    // 13 characters, a capital and a digit: only the username rule is broken
    expect(issues(r).password).toEqual({ message: PASSWORD_MESSAGES.sameAsUsername, code: '1241' });
  });

  it('refuses a security answer that is too short, too long or the password (code 2)', () => {
    const message = 'Your security answer does not meet the requirements. Please try again.';
    for (const secretAnswer of ['ab', 'x'.repeat(51), 'writer2026']) {
      expect(issues(createAccountSchema.safeParse({ ...valid, secretAnswer })).secretAnswer).toEqual({
        message,
        code: '2',
      });
    }
  });

  it('limits names to 40 characters', () => {
    expect(
      issues(createAccountSchema.safeParse({ ...valid, firstName: 'x'.repeat(41) })).firstName?.message,
    ).toBe('Max Length 40');
  });
});

describe('createAccountSchema lists every field error at once', () => {
  it('reports the e-mail, names, weak password and short answer together', () => {
    const r = createAccountSchema.safeParse({
      email: '',
      password: 'weakpass',
      firstName: '',
      lastName: 'Okafor',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'ab',
      accountType: 'PUBLISHER',
      emailOptedIn: false,
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      email: 'Please enter the email address.',
      firstName: 'Please enter the first name.',
      password: 'Your password must contain at least one upper case letter',
      secretAnswer: 'Your security answer does not meet the requirements. Please try again.',
    });
  });

  it('reports the username rule even when another field fails', () => {
    const r = createAccountSchema.safeParse({
      email: 'Same1Pass@x.io',
      password: 'Same1Pass@x.io'.slice(0, 14),
      firstName: '',
      lastName: 'L',
      secretQuestion: 'Q',
      secretAnswer: 'answer',
      accountType: 'PUBLISHER',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField.firstName).toBe('Please enter the first name.');
    expect(byField.password).toBe("Your password can't be the same as your username.");
  });
});

describe('signInSchema', () => {
  it('accepts credentials and keeps the share key', () => {
    expect(
      signInSchema.parse({ email: 'Author@Example.com', password: 'Author2026', authorShareKey: 'k' }),
    ).toEqual({ email: 'author@example.com', password: 'Author2026', authorShareKey: 'k' });
  });

  it('reports the spec messages for missing values', () => {
    const r = signInSchema.safeParse({ email: '', password: '' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      email: 'Please enter the email address.',
      password: 'Please enter a password.',
    });
  });

  it('reports missing keys with the same messages', () => {
    const r = signInSchema.safeParse({});
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      email: 'Please enter the email address.',
      password: 'Please enter a password.',
    });
  });
});
