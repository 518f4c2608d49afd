import { SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from '@quire/domain';
import { passwordRules } from '@quire/domain/forms/presets';
import { custom, maxLength, mustMatch, required } from '@quire/domain/forms/rules';
import { t } from '../../i18n';
import { errorMessage } from '../../i18n/errors';
import { emailRules } from './sign-in-form';

/** The create-account form: the same rules and words as the server's createAccountSchema. */
export const CREATE_ACCOUNT_FORM = {
  firstName: {
    label: 'first name',
    initial: '',
    rules: [required({ key: 'account.firstName' }), maxLength(40)],
  },
  lastName: {
    label: 'last name',
    initial: '',
    rules: [required({ key: 'account.lastName' }), maxLength(40)],
  },
  email: { label: 'email address', initial: '', rules: [...emailRules, maxLength(254)] },
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
  secretQuestion: {
    label: 'security question',
    initial: '',
    rules: [required({ key: 'account.secretQuestion' })],
  },
  secretAnswer: {
    label: 'security answer',
    initial: '',
    rules: [
      required({ key: 'account.secretAnswer' }),
      custom('secretAnswer', (value, ctx) => {
        const answer = String(value).trim();
        const password = String(ctx.values.password ?? '');
        const ok =
          answer.length >= SECRET_ANSWER_MIN &&
          answer.length <= SECRET_ANSWER_MAX &&
          answer.toLowerCase() !== password.toLowerCase();
        return ok ? null : errorMessage('2');
      }),
    ],
  },
  accountType: {
    label: 'account type',
    initial: 'PUBLISHER',
    rules: [required({ key: 'account.accountType' })],
  },
  emailOptedIn: { label: 'email opt-in', initial: false },
};
