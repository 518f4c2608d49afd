import type { Address, Profile } from '@quire/domain';
import { addressFormFields } from '@quire/domain/accounts/address-form';
import { SECRET_ANSWER_MAX, SECRET_ANSWER_MIN } from '@quire/domain/accounts/constants';
import { PROFILE_MESSAGES } from '@quire/domain/accounts/profile';
import { formatUsPhone, isValidUsMobile } from '@quire/domain/format/phone';
import { passwordRules } from '@quire/domain/forms/presets';
import { custom, maxLength, mustMatch, required } from '@quire/domain/forms/rules';
import type { FieldDefinition } from '@quire/domain/forms/types';
import { errorMessage } from '../../i18n/errors';
import { accountText } from './messages';

/**
 * The account forms on the domain's form engine: the same rules and words as the server's
 * profileUpdateSchema and address schemas (packages/domain/src/accounts).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRules = [
  required({ key: 'account.email' }),
  maxLength(254),
  custom('email', (value, ctx) =>
    EMAIL_SHAPE.test(String(value).trim()) ? null : ctx.t('account.emailInvalid'),
  ),
];

export function detailsForm(p: Profile) {
  return {
    firstName: {
      label: 'first name',
      initial: p.firstName,
      rules: [required({ key: 'account.firstName' }), maxLength(40)],
    },
    lastName: {
      label: 'last name',
      initial: p.lastName,
      rules: [required({ key: 'account.lastName' }), maxLength(40)],
    },
    emailOptedIn: { label: 'email opt-in', initial: p.emailOptedIn },
  };
}

export function emailForm() {
  return { email: { label: 'email address', initial: '', rules: emailRules } };
}

export function passwordForm(p: Profile) {
  return {
    // Not shown: the username the password must differ from.
    email: { label: 'email address', initial: p.email },
    currentPassword: {
      label: 'current password',
      initial: '',
      text: false,
      rules: [required(PROFILE_MESSAGES.currentPassword)],
    } satisfies FieldDefinition<string>,
    password: {
      label: 'password',
      initial: '',
      text: false,
      rules: passwordRules('email'),
    } satisfies FieldDefinition<string>,
    confirmPassword: {
      label: 'password confirmation',
      initial: '',
      text: false,
      rules: [
        required(accountText('profile.confirmRequired')),
        mustMatch('password', accountText('profile.passwordMismatch')),
      ],
    } satisfies FieldDefinition<string>,
  };
}

export function securityForm(p: Profile) {
  return {
    secretQuestion: {
      label: 'security question',
      initial: p.secretQuestion,
      rules: [required({ key: 'account.secretQuestion' })],
    },
    secretAnswer: {
      label: 'security answer',
      initial: '',
      rules: [
        required({ key: 'account.secretAnswer' }),
        custom('secretAnswer', (value) => {
          const answer = String(value).trim();
          return answer.length >= SECRET_ANSWER_MIN && answer.length <= SECRET_ANSWER_MAX
            ? null
            : errorMessage('2');
        }),
      ],
    },
  };
}

export function phoneForm(p: Profile) {
  return {
    cellPhoneNumber: {
      label: 'cell phone number',
      initial: p.cellPhoneNumber,
      normalize: formatUsPhone,
      rules: [
        maxLength(12),
        custom('usMobile', (value) =>
          isValidUsMobile(String(value)) ? null : PROFILE_MESSAGES.mobileInvalid,
        ),
      ],
    } satisfies FieldDefinition<string>,
  };
}

export function reauthForm() {
  return {
    password: {
      label: 'password',
      initial: '',
      text: false,
      rules: [required({ key: 'password.required' })],
    } satisfies FieldDefinition<string>,
  };
}

/** The address form: a nickname, then the address's fields (the country decides the state, postal code and phone rules). */
export function addressForm(a?: Address) {
  return {
    nickname: { label: 'nickname', initial: a?.nickname ?? '', rules: [maxLength(40)] },
    ...addressFormFields(a),
  };
}
