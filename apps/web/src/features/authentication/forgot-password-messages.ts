import { type Catalogues, createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** Forgot password's strings (spec 3 §2); errors come from the domain's catalogue. */
const recoveryEnUS = {
  'forgot.title': 'Forgot Your Password?',
  'forgot.intro':
    'Enter the e-mail address of your account. We will ask your security question, then e-mail you a link to choose a new password.',
  'forgot.email': 'Email Address',
  'forgot.continue': 'Continue',
  'forgot.questionTitle': 'Answer Your Security Question',
  'forgot.questionIntro': 'Answer the security question of {email} as you did when you created the account.',
  'forgot.question': 'Security question',
  'forgot.answer': 'Security answer',
  'forgot.sendLink': 'E-mail Me a Link',
  'forgot.otherEmail': 'Use a different e-mail address',
  'forgot.sentTitle': 'Check Your Mailbox',
  'forgot.sent':
    'We have e-mailed a link to {email}. Open it within {minutes} minutes to choose a new password; it works once.',
  'forgot.demoMailbox': 'Trying Quire in demo mode? Open the demo mailbox',
  'forgot.backToSignIn': 'Back to Sign In',
  'reset.title': 'Choose a New Password',
  'reset.checking': 'Checking your link…',
  'reset.intro':
    'Choose a new password for {email}. You will be signed out everywhere and can then sign in with it.',
  'reset.password': 'New password',
  'reset.confirmPassword': 'Confirm new password',
  'reset.submit': 'Change Password',
  'reset.startAgain': 'Ask for a new link',
  'reset.doneTitle': 'Your Password Has Been Changed',
  'reset.done': 'You have been signed out on every device. Sign in with your new password.',
  'reset.signIn': 'Sign In',
} as const;

export type RecoveryMessageKey = keyof typeof recoveryEnUS;

const CATALOGUES: Catalogues<RecoveryMessageKey> = { 'en-US': recoveryEnUS };

export const recoveryText: (key: RecoveryMessageKey, params?: MessageParams) => string = createTranslator(
  CATALOGUES,
  locale,
);
