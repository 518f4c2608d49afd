import { formatUsPhone, isValidUsMobile, US_PHONE_MAX_LENGTH } from '../format/phone';
import { custom, digitsOnly, maxLength, minLength, mustMatch, password, required } from './rules';
import type { FieldDefinition, Rule } from './types';

/** Length of the one-time code (spec 3 §9). */
export const ONE_TIME_CODE_LENGTH = 6;

/** A US mobile number (spec 3 §5): required, at most 12 characters, first digit 2 to 9. */
export function mobileNumberRules(): Rule[] {
  return [
    required({ key: 'mobile.required' }),
    maxLength(US_PHONE_MAX_LENGTH),
    custom('usMobile', (value, ctx) => (isValidUsMobile(String(value)) ? null : ctx.t('mobile.invalid'))),
  ];
}

/** The confirm field of a mobile number: 'Mobile phone numbers do not match.' */
export function mobileConfirmRules(mobileControl: string): Rule[] {
  return [required({ key: 'mobile.required' }), mustMatch(mobileControl, { key: 'mobile.mismatch' })];
}

/** A mobile number control that formats as US 3-3-4 while the user types (spec 3 §5). */
export function mobileNumberField(
  label = 'mobile phone number',
  confirmOf?: string,
): FieldDefinition<string> {
  return {
    label,
    initial: '',
    rules: confirmOf ? mobileConfirmRules(confirmOf) : mobileNumberRules(),
    normalize: formatUsPhone,
  };
}

/** The one-time code (spec 3 §5): required ('Please enter the one-time code.'), digits only, 6 long. */
export function oneTimeCodeRules(): Rule[] {
  return [
    required({ key: 'otp.required' }),
    digitsOnly(),
    minLength(ONE_TIME_CODE_LENGTH),
    maxLength(ONE_TIME_CODE_LENGTH),
  ];
}

/** A password (spec 3 §5): 'Please enter a password.' then the rule messages; not a text control. */
export function passwordRules(usernameControl?: string): Rule[] {
  return [required({ key: 'password.required' }), password(usernameControl)];
}
