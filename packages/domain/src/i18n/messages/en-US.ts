import { ACCOUNT_MESSAGES } from '../../accounts/constants';
import { PASSWORD_CHECKLIST_TITLE, PASSWORD_MESSAGES } from '../../accounts/password';
import { BUSINESS_STATUS_LABELS } from '../../accounts/statuses';
import {
  CHECKOUT_FIELD_ERRORS_MESSAGE,
  CONTRIBUTOR_REMOVED_MESSAGE,
  ERROR_CATALOGUE,
} from '../../errors/catalogue';
import { DELETE_BLOCK_MESSAGES, DELETE_BLOCK_OTHER_MESSAGE } from '../../projects/delete-messages';

/**
 * The domain's messages in en-US: the form-rule messages of spec 1 §5 / spec 2 §8 / spec 3 §5,
 * password and account messages, vendor labels and banners (spec 3 §4), and every error code's
 * message as `error.{code}`. Texts quoted by the spec are verbatim; the others are Quire's words.
 * Where a constant already holds a spec text (PASSWORD_MESSAGES, ACCOUNT_MESSAGES, the error
 * catalogue) the catalogue refers to it, so there is one source for each text.
 */
const STATIC_MESSAGES = {
  // Generic form rules
  'form.required': 'Please enter the {label}.',
  'form.min': 'Must be {min} or more',
  'form.max': 'Must be {max} or less',
  'form.number': 'Please enter a number.',
  'form.minLength': 'Min Length {n}',
  'form.maxLength': 'Max Length {n}',
  'form.pattern': 'Invalid',
  'form.notEqual': 'Please enter a different value.',
  'form.notEqualControl': 'Must be different from the {other}.',
  'form.mustMatch': 'Must match the {other}.',
  'form.digitsOnly': 'Please enter numbers only in this field.',
  'form.decimal': 'Please enter a number with no more than {places} decimal places.',
  'form.validRanges': 'Not within valid ranges',
  'form.dateOnOrBefore': 'Please enter {date} or earlier.',
  'form.dateOnOrAfter': 'Please enter {date} or later.',
  'form.invalidDate': 'Please enter a valid date.',
  'form.evenNumber': 'Please enter an even number from 18 to 800.',
  'form.contributorEmailExists': 'A contributor already exists with this email address',
  // Mobile phone and one-time code (spec 3 §4, §5, §8)
  'mobile.required': 'Please enter a mobile phone number',
  'mobile.invalid': 'Please enter a valid mobile phone number.',
  'mobile.mismatch': 'Mobile phone numbers do not match.',
  'mobile.updated': 'Your mobile phone number has now been updated.',
  'otp.required': 'Please enter the one-time code.',
  'otp.verified': 'Verification Successful!',
  'otp.sendNew': 'Send a New Code',
  // Password (spec 3 §5)
  'password.required': PASSWORD_MESSAGES.required,
  'password.rules': PASSWORD_MESSAGES.rules,
  'password.uppercase': PASSWORD_MESSAGES.uppercase,
  'password.number': PASSWORD_MESSAGES.number,
  'password.sameAsUsername': PASSWORD_MESSAGES.sameAsUsername,
  'password.checklistTitle': PASSWORD_CHECKLIST_TITLE,
  'password.check.length': 'Be between 8-15 characters',
  'password.check.uppercase': 'Contain at least one capital letter',
  'password.check.number': 'Contain at least one number',
  'password.check.differentFromUsername': 'Be different from your username',
  // Account fields
  'account.email': ACCOUNT_MESSAGES.email,
  'account.emailInvalid': ACCOUNT_MESSAGES.emailInvalid,
  'account.firstName': ACCOUNT_MESSAGES.firstName,
  'account.lastName': ACCOUNT_MESSAGES.lastName,
  'account.secretQuestion': ACCOUNT_MESSAGES.secretQuestion,
  'account.secretAnswer': ACCOUNT_MESSAGES.secretAnswer,
  'account.accountType': ACCOUNT_MESSAGES.accountType,
  // Admin dialogs (spec 3 §5)
  'admin.authorPagesRequired': 'Please enter a number',
  'admin.authorPagesMin': 'Must be 1 or more',
  'admin.analyticsPagesRequired': 'Please enter pages detail',
  'admin.businessStatusReason': 'Please state the reason for this status to change',
  'admin.deactivateReason': 'Please select the reason for deactivating this user.',
  'admin.reactivateReason': 'Please state the reason for reactivating this user.',
  // Session and access (spec 1 §8, spec 3 §4)
  'session.expired': 'Your Session has Expired. Please sign in again...',
  'contributor.removed': CONTRIBUTOR_REMOVED_MESSAGE,
  'checkout.fieldErrors': CHECKOUT_FIELD_ERRORS_MESSAGE,
  'clipboard.copied': 'Content successfully copied to clipboard.',
  // Vendor account status labels and read-only banners (spec 3 §4)
  'vendorStatus.New': 'New',
  'vendorStatus.Pending': 'Pending',
  'vendorStatus.InReview': 'In Review',
  'vendorStatus.Active': 'Active',
  'vendorStatus.Rejected': 'Rejected',
  'vendorStatus.Cancelled': 'Canceled',
  'vendorStatus.Incomplete': 'Incomplete',
  'businessStatus.None': BUSINESS_STATUS_LABELS.None,
  'businessStatus.Active': BUSINESS_STATUS_LABELS.Active,
  'businessStatus.OnHold': BUSINESS_STATUS_LABELS.OnHold,
  'businessStatus.PreTermination': BUSINESS_STATUS_LABELS.PreTermination,
  'businessStatus.Terminated': BUSINESS_STATUS_LABELS.Terminated,
  'businessStatus.Migrated': BUSINESS_STATUS_LABELS.Migrated,
  'businessStatus.PaymentOnHold': BUSINESS_STATUS_LABELS.PaymentOnHold,
  'vendor.readOnly.onHold': 'No changes can be made because your account has been placed On Hold.',
  'vendor.readOnly.terminated': 'No changes can be made because your account has been terminated.',
  'vendor.readOnly.pending': 'No changes can be made while your vendor account status is Pending.',
  'vendor.readOnly.rejected': 'No changes can be made because your vendor account status is Rejected.',
  'vendor.readOnly.canceled': 'No changes can be made because your account has been canceled.',
  'vendor.readOnly.inReview':
    'Your vendor account is in review. Please allow up to {days} business days for processing.',
  // Why a project cannot be deleted (spec 1 §3), the server's refusal and the dashboard's message
  'deleteBlock.PENDING_ORDER': DELETE_BLOCK_MESSAGES.PENDING_ORDER,
  'deleteBlock.PENDING_ORDER_STATUS_BLOCK': DELETE_BLOCK_MESSAGES.PENDING_ORDER_STATUS_BLOCK,
  'deleteBlock.PROJECT_IN_CART': DELETE_BLOCK_MESSAGES.PROJECT_IN_CART,
  'deleteBlock.STATUS_BLOCK': DELETE_BLOCK_MESSAGES.STATUS_BLOCK,
  'deleteBlock.other': DELETE_BLOCK_OTHER_MESSAGE,
  // Print colors (spec 1 §3), shown in the book summary
  'printColor.BLACK_WHITE': 'Black & White',
  'printColor.FULL_COLOR': 'Full Color',
  'printColor.STANDARD_COLOR': 'Standard Color',
} as const;

export type StaticDomainMessageKey = keyof typeof STATIC_MESSAGES;
/** Keys of DOMAIN_MESSAGES: the static ones plus `error.{code}` for every catalogue code. */
export type DomainMessageKey = StaticDomainMessageKey | `error.${string}`;

const ERROR_MESSAGES = Object.fromEntries(
  Object.values(ERROR_CATALOGUE).map((def) => [`error.${def.code}`, def.message]),
) as Record<`error.${string}`, string>;

export const DOMAIN_MESSAGES: Readonly<Record<DomainMessageKey, string>> = Object.freeze({
  ...ERROR_MESSAGES,
  ...STATIC_MESSAGES,
});
