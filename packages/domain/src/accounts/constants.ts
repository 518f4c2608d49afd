/** Account data without zod, so the web client can import it without loading the schemas. */
export const ACCOUNT_TYPES = ['PUBLISHER', 'PROMOTION'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Security questions offered at account creation (GET /api/account/security_questions). */
export const SECURITY_QUESTIONS = [
  'What was the name of your first pet?',
  'What city were you born in?',
  'What was the name of your elementary school?',
  "What is your mother's maiden name?",
  'What was the make of your first car?',
  'What is the title of your favorite book?',
] as const;

export const ACCOUNT_MESSAGES = {
  email: 'Please enter the email address.',
  emailInvalid: 'Please enter a valid email address.',
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  secretQuestion: 'Please enter the security question.',
  secretAnswer: 'Please enter the security answer.',
  accountType: 'Please choose an account type.',
  nameMax: 'Max Length 40',
} as const;

/** Security answers: 3 to 50 characters and not the password (code 2 otherwise). */
export const SECRET_ANSWER_MIN = 3;
export const SECRET_ANSWER_MAX = 50;
