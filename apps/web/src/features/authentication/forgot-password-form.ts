import { SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from '@quire/domain';
import { passwordRules } from '@quire/domain/forms/presets';
import { custom, mustMatch, required } from '@quire/domain/forms/rules';
import { t } from '../../i18n';
import { errorMessage } from '../../i18n/errors';
import { emailRules } from './sign-in-form';

/** Forgot password, step 1: the e-mail (the same rules and words as sign-in). */
export const FORGOT_EMAIL_FORM = {
  email: { label: 'email address', initial: '', rules: emailRules },
};

/** Step 2: the answer; code 2's words for an answer that cannot be a security answer (3 to 50). */
export const FORGOT_ANSWER_FORM = {
  answer: {
    label: 'security answer',
    initial: '',
    rules: [
      required({ key: 'account.secretAnswer' }),
      custom('answer', (value) => {
        const answer = String(value).trim();
        return answer.length >= SECRET_ANSWER_MIN && answer.length <= SECRET_ANSWER_MAX
          ? null
          : errorMessage('2');
      }),
    ],
  },
};

/**
 * The new password: the create-account rules (including "not the username", the account's
 * e-mail, kept in a control the page fills from the link check) and the confirmation.
 */
export const RESET_PASSWORD_FORM = {
  email: { label: 'email address', initial: '' },
  password: { label: 'password', initial: '', text: false, rules: passwordRules('email') },
  confirmPassword: {
    label: 'password confirmation',
    initial: '',
    text: false,
    rules: [
      required(t('createAccount.confirmRequired')),
      mustMatch('password', t('createAccount.passwordMismatch')),
    ],
  },
};
