import { ACCOUNT_MESSAGES } from '@quire/domain/accounts/constants';
import { CONTRIBUTOR_MESSAGES } from '@quire/domain/contributors/contributors';
import { custom, maxLength, required } from '@quire/domain/forms/rules';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// An empty list is empty to the engine: the required rule says it in the server's words.
const permissionsRule = required(CONTRIBUTOR_MESSAGES.permissions);

/** The contributor modal's fields (spec 3 §3) with the server's words (packages/domain contributors). */
export function inviteForm() {
  return {
    firstName: {
      label: 'first name',
      initial: '',
      rules: [required(CONTRIBUTOR_MESSAGES.firstName), maxLength(40)],
    },
    lastName: {
      label: 'last name',
      initial: '',
      rules: [required(CONTRIBUTOR_MESSAGES.lastName), maxLength(40)],
    },
    email: {
      label: 'email address',
      initial: '',
      rules: [
        required(ACCOUNT_MESSAGES.email),
        maxLength(254),
        custom('email', (value) =>
          EMAIL_SHAPE.test(String(value).trim()) ? null : ACCOUNT_MESSAGES.emailInvalid,
        ),
      ],
    },
    permissions: { label: 'permissions', initial: [] as string[], rules: [permissionsRule] },
  };
}

export function permissionsForm(initial: readonly string[]) {
  return { permissions: { label: 'permissions', initial: [...initial], rules: [permissionsRule] } };
}
