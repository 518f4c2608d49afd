import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password';
import {
  DEFAULT_EMAIL_PREFERENCES,
  PROFILE_MESSAGES,
  profileUpdateSchema,
  readEmailPreferences,
  sensitiveChanges,
} from './profile';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  emailOptedIn: true,
  cellPhoneNumber: '1 (202) 555-0143',
  secretQuestion: 'What city were you born in?',
};

function fieldErrors(input: unknown) {
  const r = profileUpdateSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('profileUpdateSchema', () => {
  it('accepts a profile, formats the phone 3-3-4 and lower-cases the e-mail', () => {
    const r = profileUpdateSchema.parse(valid);
    expect(r).toMatchObject({
      email: 'ada@example.com',
      cellPhoneNumber: '202-555-0143',
      password: '',
      secretAnswer: '',
    });
  });

  it('allows no phone', () => {
    expect(profileUpdateSchema.parse({ ...valid, cellPhoneNumber: '' }).cellPhoneNumber).toBe('');
  });

  it('reports every field error on its key in the spec words', () => {
    expect(
      fieldErrors({
        ...valid,
        firstName: ' ',
        lastName: 'x'.repeat(41),
        email: 'nope',
        cellPhoneNumber: '123-456-7890',
        password: 'weakpass',
        secretAnswer: 'ab',
      }),
    ).toEqual({
      firstName: 'Please enter the first name.',
      lastName: 'Max Length 40',
      email: 'Please enter a valid email address.',
      cellPhoneNumber: PROFILE_MESSAGES.mobileInvalid,
      password: PASSWORD_MESSAGES.uppercase,
      currentPassword: PROFILE_MESSAGES.currentPassword,
      secretAnswer: PROFILE_MESSAGES.secretAnswer,
    });
  });

  it('refuses a new password equal to the e-mail (1241)', () => {
    const r = profileUpdateSchema.safeParse({
      ...valid,
      email: 'Abcdefg1@x.co',
      password: 'Abcdefg1@x.co',
      currentPassword: 'Old1Password',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['password'], params: { code: '1241' } });
  });
});

describe('sensitiveChanges', () => {
  const before = { email: 'ada@example.com', cellPhoneNumber: '202-555-0143', secretQuestion: 'Q' };
  it('names the changes that need a recent re-authentication', () => {
    const same = {
      email: before.email,
      cellPhoneNumber: before.cellPhoneNumber,
      secretQuestion: 'Q',
      secretAnswer: '',
      password: '',
    };
    expect(sensitiveChanges(before, same)).toEqual([]);
    expect(
      sensitiveChanges(before, {
        ...same,
        email: 'x@y.co',
        password: 'New1Pass',
        cellPhoneNumber: '',
        secretAnswer: 'cat',
      }),
    ).toEqual(['email', 'password', 'cellPhoneNumber', 'secretAnswer']);
    expect(sensitiveChanges(before, { ...same, secretQuestion: 'Other' })).toEqual(['secretAnswer']);
  });
});

describe('e-mail preferences', () => {
  it('reads stored preferences leniently', () => {
    expect(readEmailPreferences(null)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(readEmailPreferences({ marketing: true, other: 1, promotions: 'x' })).toEqual({
      ...DEFAULT_EMAIL_PREFERENCES,
      marketing: true,
    });
  });
});
