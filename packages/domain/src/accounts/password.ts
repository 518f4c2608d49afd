/** Password rules of spec 3 §5 and §9: 8 to 15 characters, a capital letter, a digit, not the username. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  rules:
    'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
  uppercase: 'Your password must contain at least one upper case letter',
  number: 'Your password must contain at least one number.',
  sameAsUsername: "Your password can't be the same as your username.",
} as const;

/** The "Your password must:" checklist (spec 3 §2, §5). */
export const PASSWORD_CHECKLIST_TITLE = 'Your password must:';
export type PasswordCheck = 'length' | 'uppercase' | 'number' | 'differentFromUsername';
export const PASSWORD_CHECKLIST: ReadonlyArray<{ id: PasswordCheck; label: string }> = [
  { id: 'length', label: 'Be between 8-15 characters' },
  { id: 'uppercase', label: 'Contain at least one capital letter' },
  { id: 'number', label: 'Contain at least one number' },
  { id: 'differentFromUsername', label: 'Be different from your username' },
];

/** Which checklist items a password meets, as the user types. */
export function passwordChecks(password: string, username = ''): Record<PasswordCheck, boolean> {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    uppercase: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    differentFromUsername:
      password.length > 0 && (username === '' || password.toLowerCase() !== username.trim().toLowerCase()),
  };
}

export interface PasswordProblem {
  /** Catalogue code: '1241' for the username rule, 'VALIDATION' for the others. */
  code: string;
  message: string;
}

/**
 * The first rule a password breaks, with the spec's message; null when it passes. The common
 * password check (1240) needs a word list and runs on the server only.
 */
export function passwordProblem(password: string, username = ''): PasswordProblem | null {
  if (password === '') return { code: 'VALIDATION', message: PASSWORD_MESSAGES.required };
  const c = passwordChecks(password, username);
  if (!c.length) return { code: 'VALIDATION', message: PASSWORD_MESSAGES.rules };
  if (!c.uppercase) return { code: 'VALIDATION', message: PASSWORD_MESSAGES.uppercase };
  if (!c.number) return { code: 'VALIDATION', message: PASSWORD_MESSAGES.number };
  if (!c.differentFromUsername) return { code: '1241', message: PASSWORD_MESSAGES.sameAsUsername };
  return null;
}
