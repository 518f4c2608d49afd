import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHECKLIST,
  PASSWORD_CHECKLIST_TITLE,
  PASSWORD_MESSAGES,
  passwordChecks,
  passwordProblem,
} from './password';

describe('password messages and checklist (spec 3 §5)', () => {
  it('uses the spec wording', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      required: 'Please enter a password.',
      rules:
        'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
      uppercase: 'Your password must contain at least one upper case letter',
      number: 'Your password must contain at least one number.',
      sameAsUsername: "Your password can't be the same as your username.",
    });
    expect(PASSWORD_CHECKLIST_TITLE).toBe('Your password must:');
    expect(PASSWORD_CHECKLIST.map((c) => c.label)).toEqual([
      'Be between 8-15 characters',
      'Contain at least one capital letter',
      'Contain at least one number',
      'Be different from your username',
    ]);
  });
});

describe('passwordChecks', () => {
  it('checks the length 8..15 inclusive', () => {
    expect(passwordChecks('Abcdef1').length).toBe(false);
    expect(passwordChecks('Abcdefg1').length).toBe(true);
    expect(passwordChecks('Abcdefghijklm12').length).toBe(true);
    expect(passwordChecks('Abcdefghijklm123').length).toBe(false);
  });

  it('checks capital letter and digit', () => {
    expect(passwordChecks('abcdefg1')).toMatchObject({ uppercase: false, number: true });
    expect(passwordChecks('Abcdefgh')).toMatchObject({ uppercase: true, number: false });
  });

  it('checks the username case-insensitively and is unticked while empty', () => {
    expect(passwordChecks('', 'a@b.co').differentFromUsername).toBe(false);
    expect(passwordChecks('Author2026', 'author2026').differentFromUsername).toBe(false);
    expect(passwordChecks('Author2026', ' AUTHOR2026 ').differentFromUsername).toBe(false);
    expect(passwordChecks('Author2026', 'author@example.com').differentFromUsername).toBe(true);
    expect(passwordChecks('Author2026').differentFromUsername).toBe(true);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['', '', 'VALIDATION', PASSWORD_MESSAGES.required],
    ['Ab1', '', 'VALIDATION', PASSWORD_MESSAGES.rules],
    ['Abcdefghijklmnop1', '', 'VALIDATION', PASSWORD_MESSAGES.rules],
    ['abcdefg1', '', 'VALIDATION', PASSWORD_MESSAGES.uppercase],
    ['Abcdefgh', '', 'VALIDATION', PASSWORD_MESSAGES.number],
    ['Abcdefg1', 'abcdefg1', '1241', PASSWORD_MESSAGES.sameAsUsername],
  ])('%j (username %j) → %s %s', (password, username, code, message) => {
    expect(passwordProblem(password, username)).toEqual({ code, message });
  });

  it('passes a good password', () => {
    expect(passwordProblem('Author2026', 'author@example.com')).toBeNull();
  });

  it('agrees with the checklist: no problem exactly when every item is ticked', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (password, username) => {
        const checks = passwordChecks(password, username);
        const allTicked = Object.values(checks).every(Boolean);
        expect(passwordProblem(password, username) === null).toBe(allTicked);
      }),
    );
  });
});
