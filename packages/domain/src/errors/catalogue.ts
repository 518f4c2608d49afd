import { UNEXPECTED_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './app-error-base';
import type { ErrorDefinition, ErrorHandling } from './types';

type Entry = Omit<ErrorDefinition, 'code' | 'handling' | 'httpStatus'> & {
  handling?: ErrorHandling;
  httpStatus?: number;
};

const ISBN_IN_USE = 'Sorry, this ISBN is already in use.';
const EAN_LIST_MESSAGE = 'Please enter a valid on sale eBook EAN or one that belongs to you.';

/**
 * Every error code of the three spec documents, with its exact message, and Quire's own codes
 * for the HTTP layer. Messages quoted in the spec are copied verbatim (tests check them); where
 * the spec gives only a meaning, the wording is ours and says what to do next.
 */
const entries: Record<string, Entry> = {
  // ── Account and session (spec 3 §8) ────────────────────────────────────────────────
  '0': { message: UNKNOWN_ERROR_MESSAGE, httpStatus: 500, source: '3 §8' },
  '4': { message: UNKNOWN_ERROR_MESSAGE, httpStatus: 500, source: '3 §8' },
  '2': {
    message: 'Your security answer does not meet the requirements. Please try again.',
    field: 'secretAnswer',
    handling: 'field',
    httpStatus: 400,
    source: '3 §8',
  },
  '1003': { message: 'Your vendor account is not active.', httpStatus: 403, source: '1 §8, 3 §8' },
  '1009': { message: 'Your vendor business account is not active.', httpStatus: 403, source: '1 §8, 3 §8' },
  '1077': {
    message: 'Please verify your e-mail address before saving this phone number.',
    handling: 'two-factor',
    httpStatus: 403,
    source: '3 §8',
  },
  '1080': {
    message: 'Your Session has Expired. Please sign in again...',
    handling: 'session-expired',
    httpStatus: 401,
    source: '1 §8, 3 §4',
  },
  '1082': {
    message:
      "Sorry! We're not able to verify or save your mobile phone number at this time. Please try again later.",
    handling: 'two-factor',
    httpStatus: 422,
    source: '3 §8',
  },
  '1083': {
    message: 'Please verify your identity to continue with this payment.',
    handling: 'two-factor',
    httpStatus: 403,
    source: '3 §8',
  },
  '1084': {
    message: 'Please verify your identity to submit this order.',
    handling: 'two-factor',
    httpStatus: 403,
    source: '3 §8',
  },
  '1085': {
    message: 'You have reached the maximum number of attempts. Please try again later.',
    handling: 'max-attempts',
    httpStatus: 429,
    source: '3 §8',
  },
  '1087': {
    message: 'You have reached the maximum number of attempts. Please try again later.',
    handling: 'max-attempts',
    httpStatus: 429,
    source: '3 §8',
  },
  '1090': {
    message: 'Incorrect code. Please try again',
    field: 'otp',
    handling: 'field',
    httpStatus: 400,
    source: '3 §8',
  },
  '1091': {
    message: 'You have reached the maximum number of attempts for this code. We have sent you a new code.',
    field: 'otp',
    handling: 'caller',
    httpStatus: 400,
    source: '3 §4, 3 §8',
  },
  '1240': {
    message: 'This password is too common for our security requirements. Please enter a new password.',
    field: 'password',
    handling: 'field',
    httpStatus: 400,
    source: '3 §8',
  },
  '1241': {
    message: "Your password can't be the same as your username.",
    field: 'password',
    handling: 'field',
    httpStatus: 400,
    source: '3 §5, 3 §8',
  },
  '30004': {
    message: 'Your password is not correct for this account.',
    field: 'password',
    handling: 'field',
    httpStatus: 401,
    source: '3 §8',
  },
  '30006': {
    message: 'An account with this email address already exists',
    field: 'email',
    handling: 'field',
    httpStatus: 409,
    source: '3 §8',
  },
  '34007': {
    message: 'Please contact the author for access',
    handling: 'contributor-removed',
    httpStatus: 403,
    source: '1 §8, 3 §4, 3 §8',
  },
  '19004': { message: 'Ignored.', handling: 'ignored', httpStatus: 200, source: '1 §8, 3 §8' },
  '23007': {
    message: 'We could not complete your search. Please narrow your search and try again.',
    handling: 'search-exhausted',
    httpStatus: 422,
    source: '1 §8, 3 §8',
  },
  '23008': {
    message: 'We could not complete your search. Please narrow your search and try again.',
    handling: 'search-exhausted',
    httpStatus: 422,
    source: '1 §8, 3 §8',
  },
  '-31000': { message: 'An unknown error occurred', httpStatus: 500, source: '1 §8, 3 §8' },

  // ── Admin e-mail update (spec 3 §8) ─────────────────────────────────────────────────
  '15014': {
    message: 'Invalid vendor number.',
    field: 'vendorNumber',
    handling: 'field',
    httpStatus: 400,
    source: '3 §8',
  },
  '15015': {
    message: 'Invalid e-mail address.',
    field: 'emailAddress',
    handling: 'field',
    httpStatus: 400,
    source: '3 §8',
  },
  '15016': {
    message: 'E-mail address not found.',
    field: 'emailAddress',
    handling: 'field',
    httpStatus: 404,
    source: '3 §8',
  },
  '15017': {
    message: 'This e-mail address belongs to a different account.',
    field: 'emailAddress',
    handling: 'field',
    httpStatus: 409,
    source: '3 §8',
  },

  // ── ISBN errors returned by project calls (spec 1 §8, spec 3 §8) ────────────────────
  '20015': {
    message: "Sorry, your ISBN can't be updated for on-sale or processing projects.",
    field: 'isbn',
    handling: 'field',
    httpStatus: 409,
    source: '1 §8',
  },
  '21006': {
    message: 'Please enter a valid ISBN.',
    field: 'isbn',
    handling: 'field',
    httpStatus: 400,
    source: '1 §8',
  },
  '21013': { message: 'Pre-order sale error.', handling: 'marker', httpStatus: 409, source: '1 §8' },
  '21025': {
    message: 'Sorry, this ISBN is already registered with the retailer.',
    field: 'isbn',
    handling: 'caller',
    httpStatus: 409,
    source: '1 §8',
  },
  '21035': { message: 'Cost change sale error.', handling: 'marker', httpStatus: 409, source: '1 §8' },
  '21040': {
    message: 'Please enter a valid ISBN/EAN.',
    field: 'isbn',
    handling: 'field',
    httpStatus: 400,
    source: '1 §8',
  },
  '21046': {
    message: 'Sorry, this ISBN is unavailable or already in use.',
    field: 'isbn',
    handling: 'field',
    httpStatus: 409,
    source: '1 §8',
  },
  '21047': { message: ISBN_IN_USE, field: 'isbn', handling: 'caller', httpStatus: 409, source: '1 §8' },
  '21049': { message: ISBN_IN_USE, field: 'isbn', handling: 'caller', httpStatus: 409, source: '1 §8' },
  '21053': {
    message: 'Please enter a non-provider ISBN.',
    field: 'isbn',
    handling: 'field',
    httpStatus: 400,
    source: '1 §8',
  },
  '21054': {
    message: 'Sorry, this ISBN is not available.',
    field: 'isbn',
    handling: 'field',
    httpStatus: 409,
    source: '1 §8',
  },
  '21055': { message: 'Unknown error.', field: 'isbn', handling: 'field', httpStatus: 500, source: '1 §8' },
  '21063': {
    message: "We can't find the ISBN you have provided. Please check your number and try again.",
    field: 'isbn',
    handling: 'field',
    httpStatus: 404,
    source: '1 §8',
  },

  // ── Checkout (spec 1 §8, spec 3 §8) ────────────────────────────────────────────────
  '31000': {
    message: 'We could not process your order. Please try again.',
    handling: 'caller',
    httpStatus: 422,
    source: '1 §8',
  },
  '31001': {
    message: 'We could not process your payment. Please try again.',
    handling: 'caller',
    httpStatus: 422,
    source: '1 §8',
  },
  '31002': {
    message: 'The credit card number that you entered is not valid. Please check your card and try again.',
    field: 'cardNumber',
    handling: 'field',
    httpStatus: 422,
    source: '1 §8, 3 §5',
  },
  '31003': {
    message: 'Please enter the security code for your card.',
    field: 'cvv',
    handling: 'caller',
    httpStatus: 422,
    source: '1 §8',
  },
  '6031': {
    message:
      'Your book has unpublished changes. Click Publish Changes to send them for review, which takes up to 5 business days, before you order copies.',
    handling: 'dialog',
    dialogTitle: 'Publish Changes to Order',
    httpStatus: 409,
    source: '1 §8',
  },
  '6024': {
    message:
      'This book has a file with an upload error or a file that has not been approved. Resolve it before you order copies.',
    handling: 'dialog',
    dialogTitle: 'Order Issue Resolution',
    httpStatus: 409,
    source: '1 §8',
  },

  // ── Coupons (spec 2 §8, spec 3 §8) ─────────────────────────────────────────────────
  '32000': {
    message: 'Sorry, this coupon code is already in use.',
    field: 'couponCode',
    handling: 'field',
    httpStatus: 409,
    source: '2 §8',
  },
  '32001': {
    message: 'That start date is invalid.',
    field: 'startDate',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32002': {
    message: 'That end date is invalid.',
    field: 'endDate',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32003': {
    message: 'The start date must be before the end date.',
    field: 'startDate',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32004': {
    message: 'The end date must be different than the start date.',
    field: 'endDate',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32005': {
    message: EAN_LIST_MESSAGE,
    field: 'eanList',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32006': {
    message: EAN_LIST_MESSAGE,
    field: 'eanList',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32007': {
    message: EAN_LIST_MESSAGE,
    field: 'eanList',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32011': {
    message: 'Coupon code may not contain spaces.',
    field: 'couponCode',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32012': {
    message: 'Your coupon code must be 7 to 15 alphanumeric characters.',
    field: 'couponCode',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },
  '32013': {
    message: 'You have entered a duplicate EAN. Please check and resubmit.',
    field: 'eanList',
    handling: 'field',
    httpStatus: 400,
    source: '2 §8',
  },

  // ── Client-side (spec 3 §7) ─────────────────────────────────────────────────────────
  UNEXPECTED: { message: UNEXPECTED_ERROR_MESSAGE, httpStatus: 0, source: '2 §8, 3 §7' },

  // ── Quire's own codes for the HTTP layer ─────────────────────────────────────────────
  UNAUTHORIZED: {
    message: 'Please sign in to continue.',
    handling: 'unauthorized',
    httpStatus: 401,
    source: 'quire',
  },
  FORBIDDEN: { message: 'You do not have permission to do that.', httpStatus: 403, source: 'quire' },
  // Decision 050: the cookie's id was replaced moments ago (sign-in rights changed); the request did
  // nothing, and the client sends it again with the new cookie. Past the retry it is a sign-out.
  SESSION_ROTATED: {
    message: 'Your Session has Expired. Please sign in again...',
    handling: 'session-expired',
    httpStatus: 401,
    source: 'quire',
  },
  CSRF_INVALID: {
    message: 'Your request could not be verified. Please reload the page and try again.',
    httpStatus: 403,
    source: 'quire',
  },
  NOT_FOUND: { message: 'We could not find what you were looking for.', httpStatus: 404, source: 'quire' },
  ROUTE_NOT_FOUND: { message: 'There is no such API route.', httpStatus: 404, source: 'quire' },
  VALIDATION: { message: 'Invalid', handling: 'field', httpStatus: 400, source: 'quire' },
  MALFORMED_REQUEST: { message: 'The request body is not valid JSON.', httpStatus: 400, source: 'quire' },
  UNSUPPORTED_MEDIA_TYPE: {
    message: 'This kind of request body is not supported.',
    httpStatus: 415,
    source: 'quire',
  },
  PAYLOAD_TOO_LARGE: { message: 'The request is too large.', httpStatus: 413, source: 'quire' },
  RATE_LIMITED: {
    message: 'Too many attempts. Please wait a minute and try again.',
    httpStatus: 429,
    source: 'quire',
  },
  // Payments: an idempotency key already used for a request with other details (another amount).
  IDEMPOTENCY_KEY_REUSED: {
    message: 'This request was already made with different details. Please start again.',
    httpStatus: 409,
    source: 'quire',
  },
  // Book builder: saves the wizard's access rules forbid (wizard/save.ts).
  PROJECT_TYPE_LOCKED: {
    message: 'The book type cannot be changed once the project is created.',
    field: 'type',
    handling: 'field',
    httpStatus: 409,
    source: 'quire',
  },
  WIZARD_STEP_LOCKED: {
    message: 'Please complete the earlier steps of your book before changing this.',
    httpStatus: 409,
    source: 'quire',
  },
  // Account holder (decision 019): sign-in throttling, re-authentication, e-mail change links.
  // Admin back office (decision 024): sign-in after the right password on a deactivated account.
  ACCOUNT_DEACTIVATED: {
    message: 'This account has been deactivated. Please contact support.',
    httpStatus: 403,
    source: 'quire',
  },
  ACCOUNT_LOCKED: {
    message:
      'Too many unsuccessful sign-in attempts. To sign in now, reset your password with "Forgot password", or try again later.',
    field: 'password',
    handling: 'field',
    httpStatus: 429,
    source: 'quire',
  },
  REAUTHENTICATION_REQUIRED: {
    message: 'For your security, please enter your password again to make this change.',
    httpStatus: 403,
    source: 'quire',
  },
  EMAIL_CHANGE_LINK_INVALID: {
    message:
      'This e-mail verification link is not valid or has expired. Please change your e-mail address again.',
    httpStatus: 400,
    source: 'quire',
  },
  // Forgot password: a wrong security answer, and a reset link that cannot be used.
  SECURITY_ANSWER_INCORRECT: {
    message: 'That answer does not match our records. Please try again.',
    field: 'answer',
    handling: 'field',
    httpStatus: 400,
    source: 'quire',
  },
  // On the answer field: the form shows it where the user was typing, not in the 'Oops!' dialog.
  RECOVERY_LOCKED: {
    message: 'Too many wrong answers for this e-mail address. Please try again in 15 minutes.',
    field: 'answer',
    handling: 'field',
    httpStatus: 429,
    source: 'quire',
  },
  RESET_LINK_INVALID: {
    message: 'This password reset link is not valid or has expired. Please ask for a new one.',
    field: 'forgotPassToken',
    handling: 'field',
    httpStatus: 400,
    source: 'quire',
  },
  // Contributors (decision 022): the duplicate rule (spec 1 §5, spec 3 §5) and a share key that cannot be used.
  CONTRIBUTOR_EXISTS: {
    message: 'A contributor already exists with this email address',
    field: 'email',
    handling: 'field',
    httpStatus: 409,
    source: '1 §5, 3 §5',
  },
  SHARE_KEY_INVALID: {
    message: 'This invitation link is not valid or has expired. Please ask the author for a new one.',
    field: 'authorShareKey',
    handling: 'field',
    httpStatus: 400,
    source: 'quire',
  },
  // Passkeys (decision 048): each refusal of a WebAuthn ceremony says what to do next; none opens a session.
  PASSKEY_CHALLENGE_EXPIRED: {
    message: 'This passkey request has expired. Please try again.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_CHALLENGE_USED: {
    message: 'This passkey request was already used or was not made here. Please try again.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_NOT_RECOGNISED: {
    message:
      'We do not recognise this passkey for this sign-in. Choose a passkey you added to this account, or sign in with your password.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_WRONG_ORIGIN: {
    message: `This passkey request did not come from this site's address. Please open the site's own address and try again.`,
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_WRONG_RP: {
    message: 'This passkey belongs to another site. Please choose a passkey made for this site.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_COUNTER: {
    message:
      'This passkey reported a use we had already seen, so it may have been copied. Sign in another way, remove it and add it again.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_NOT_VERIFIED: {
    message: 'We could not verify this passkey. Please try again, or sign in another way.',
    httpStatus: 400,
    source: 'quire',
  },
  PASSKEY_EXISTS: {
    message: 'This passkey is already added to an account.',
    httpStatus: 409,
    source: 'quire',
  },
  PASSKEY_LIMIT: {
    message: 'An account can have at most 20 passkeys. Remove one before adding another.',
    httpStatus: 409,
    source: 'quire',
  },
  PASSKEY_LAST_SIGN_IN_WAY: {
    message:
      'This is the last passkey, and two-step verification asks for a passkey when you sign in. Choose another two-step method, or turn two-step verification off, before removing it.',
    httpStatus: 409,
    source: 'quire',
  },
  PASSKEY_NONE: {
    message: 'Please add a passkey before turning on two-step verification with a passkey.',
    httpStatus: 409,
    source: 'quire',
  },
  // Publishing (decision 030): why a book cannot go on sale, off sale or into a correction now.
  PUBLISH_NOT_READY: {
    message: 'Your book is not ready to go on sale yet.',
    handling: 'field',
    httpStatus: 409,
    source: 'quire',
  },
  FINAL_CONTENTS_REQUIRED: {
    message: 'Please confirm that these are your final interior and cover files.',
    field: 'finalContents',
    handling: 'field',
    httpStatus: 409,
    source: '1 §4',
  },
  SALE_STATUS_LOCKED: {
    message: 'This book is already on sale or on its way. Request a correction to change it.',
    httpStatus: 409,
    source: 'quire',
  },
  NOT_ON_SALE: {
    message: 'This book is not on sale, so it cannot be taken off sale.',
    httpStatus: 409,
    source: 'quire',
  },
  COUPON_ON_BOOK: {
    message:
      'A coupon is scheduled or running for this book. If you take it off sale, readers will not be able to use the coupon. Take it off sale anyway?',
    handling: 'caller',
    httpStatus: 409,
    source: '1 §4, 2 §4',
  },
  FILES_LOCKED: {
    message:
      'Your book is on sale or on its way, so its files cannot be replaced now. Request a correction to change them.',
    field: 'file',
    handling: 'field',
    httpStatus: 409,
    source: '1 §4',
  },
  OFFSALE_NOT_ORDERABLE: {
    message: 'This book is off sale, so copies cannot be ordered. Put it on sale again to order copies.',
    httpStatus: 409,
    source: 'quire',
  },
  CART_NOT_PRINT: {
    message: 'Only print books can be ordered. An eBook has no copies or proofs to print.',
    field: 'projectId',
    httpStatus: 409,
    source: 'quire',
  },
  CART_BOOK_INCOMPLETE: {
    message:
      'Ordering a copy first requires your book to be completed. Complete your book, then order copies.',
    handling: 'dialog',
    dialogTitle: 'Complete My Book',
    httpStatus: 409,
    source: '1 §4',
  },
  CART_MAX_PROOFS: {
    message: 'This cart already holds the most proofs of this book one order may have.',
    field: 'quantity',
    handling: 'field',
    httpStatus: 409,
    source: 'quire',
  },
  // Submit-order (orders module): a key still being processed, a refused proof-of-work token, a
  // cart that changed since it was shown, a cart not ready, a card other than the cart's.
  IDEMPOTENCY_KEY_IN_FLIGHT: {
    message: 'This order is still being processed. Please wait a moment, then check your order history.',
    httpStatus: 409,
    source: 'quire',
  },
  ORDER_TOKEN_REFUSED: {
    message: 'Your checkout session has expired or was already used. Please submit your order again.',
    field: 'recaptchaToken',
    httpStatus: 400,
    source: 'quire',
  },
  CART_STALE: {
    message:
      'A book in your cart can no longer be ordered as it is. Please review your cart; nothing was charged.',
    field: 'projectId',
    httpStatus: 409,
    source: 'quire',
  },
  CART_NOT_READY: {
    message: 'Please complete your cart (items, shipping address, shipping method and card) before ordering.',
    httpStatus: 409,
    source: 'quire',
  },
  CART_CARD_CHANGED: {
    message: 'The card in your cart has changed. Please review your payment details and try again.',
    field: 'eProtectId',
    httpStatus: 409,
    source: 'quire',
  },
  CART_NO_SHIPPING_ADDRESS: {
    message: 'Please choose a shipping address first.',
    field: 'shippingMethod',
    handling: 'field',
    httpStatus: 409,
    source: 'quire',
  },
  CORRECTION_NOT_ALLOWED: {
    message: 'Only a book that is on sale can be corrected. Edit your book instead.',
    httpStatus: 409,
    source: 'quire',
  },
  STATUS_CHANGE_NOT_ALLOWED: {
    message:
      'This book cannot be changed while it is on sale or on its way. Take it off sale or request a correction first.',
    httpStatus: 409,
    source: 'quire',
  },
  SERVICE_UNAVAILABLE: {
    message: 'Quire is restarting. Please try again in a moment.',
    httpStatus: 503,
    source: 'quire',
  },
  DATABASE_UNAVAILABLE: {
    message: 'Quire cannot reach its database just now. Please try again in a moment.',
    httpStatus: 503,
    source: 'quire',
  },
  // The order history (orders module): cancelling too late or twice, and moving an order on by hand.
  ORDER_CANCEL_TOO_LATE: {
    message: 'This order can no longer be cancelled: production has started.',
    field: 'orderNumber',
    httpStatus: 409,
    source: 'quire',
  },
  ORDER_ALREADY_CANCELLED: {
    message: 'This order has already been cancelled.',
    field: 'orderNumber',
    httpStatus: 409,
    source: 'quire',
  },
  ORDER_NO_NEXT_STEP: {
    message: 'This order has no further step: it is delivered or cancelled.',
    field: 'orderNumber',
    httpStatus: 409,
    source: 'quire',
  },
  ORDER_ADVANCE_SANDBOX_ONLY: {
    message: 'Orders can be moved on by hand only while Quire uses the sandbox printer and payment gateway.',
    httpStatus: 409,
    source: 'quire',
  },
  // Ultra Premium print (pricing/ultra-premium.ts): why an administrator may not convert a book.
  ULTRA_PREMIUM_NOT_PRINT: {
    message: 'Only a print book can be printed as Ultra Premium. An eBook has no printed copies.',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_ON_SALE: {
    message:
      'This book is on sale. Take it off sale (or finish its correction) before converting it to Ultra Premium.',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_IN_PROCESS: {
    message:
      'This book is on its way on or off sale, or its copies are being printed. Convert it once that has finished.',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_SPEC_INCOMPLETE: {
    message: 'This book has no complete print specification yet (book size, cover format and page count).',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_TRIM_SIZE: {
    message:
      'Ultra Premium is printed in 5.5 x 8.5, 6 x 9, 6.14 x 9.21, 7 x 10, 8 x 10 and 8.5 x 11 in only.',
    field: 'pageSize',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_PAGE_COUNT: {
    message: 'An Ultra Premium book has an even number of pages from 24 to 500.',
    field: 'pageCount',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_ALREADY: {
    message: 'This book is already printed as Ultra Premium.',
    httpStatus: 409,
    source: 'quire',
  },
  ULTRA_PREMIUM_FIXED_SPEC: {
    message:
      'An Ultra Premium book is printed in full color on 80# premium white paper with a matte cover; these cannot be changed.',
    httpStatus: 400,
    source: 'quire',
  },
  // ONIX (decision 027): GET /api/project/{id}/onix of a book that is not on sale.
  ONIX_NOT_ON_SALE: {
    message: 'This book has no ONIX record until it is on sale.',
    httpStatus: 409,
    source: 'quire',
  },
  // Coupons: Quire's codes beyond spec 2 §8 (a running or ended coupon; a retailer's redemption).
  COUPON_RUNNING: {
    message: 'This coupon is running: you can only end it early or change its campaign label.',
    httpStatus: 409,
    source: 'quire',
  },
  COUPON_ENDED: {
    message: 'This coupon has ended and can no longer be changed.',
    httpStatus: 409,
    source: 'quire',
  },
  COUPON_NOT_DELETABLE: {
    message: 'Only a scheduled coupon can be deleted. End a running coupon early instead.',
    httpStatus: 409,
    source: 'quire',
  },
  COUPON_NOT_RUNNING: {
    message: 'Only a running coupon can be ended early.',
    httpStatus: 409,
    source: 'quire',
  },
  RETAILER_KEY_INVALID: {
    message: 'A valid retailer API key is required (Authorization: Bearer <key>).',
    httpStatus: 401,
    source: 'quire',
  },
  COUPON_UNKNOWN: { message: 'No coupon has this code.', httpStatus: 404, source: 'quire' },
  COUPON_NOT_STARTED: { message: 'This coupon has not started yet.', httpStatus: 409, source: 'quire' },
  COUPON_EXPIRED: { message: 'This coupon has ended.', httpStatus: 409, source: 'quire' },
  COUPON_EAN_NOT_ON_COUPON: {
    message: 'This coupon does not apply to this title.',
    httpStatus: 409,
    source: 'quire',
  },
  COUPON_TITLE_NOT_ON_SALE: { message: 'This title is not on sale.', httpStatus: 409, source: 'quire' },
  COUPON_LIMIT_REACHED: {
    message: 'This coupon has been redeemed as many times as its author allows.',
    httpStatus: 409,
    source: 'quire',
  },
  AUTHOR_PAGES_LIMIT: {
    message: 'Your account cannot have more author pages.',
    httpStatus: 409,
    source: 'quire',
  },
  AUTHOR_PAGE_NAME_TAKEN: {
    message: 'You already have an author page with this name.',
    field: 'name',
    httpStatus: 409,
    source: 'quire',
  },
};

export const ERROR_CATALOGUE: Readonly<Record<string, ErrorDefinition>> = Object.freeze(
  Object.fromEntries(
    Object.entries(entries).map(([code, e]) => [
      code,
      Object.freeze({ ...e, code, handling: e.handling ?? 'generic', httpStatus: e.httpStatus ?? 400 }),
    ]),
  ),
);

/** Codes the spec lists; a project save error counts as handled if its first code is here. */
export function isCatalogued(code: string): boolean {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export function errorDefinition(code: string): ErrorDefinition {
  return ERROR_CATALOGUE[code] ?? ERROR_CATALOGUE['0']!;
}

/** The text the contributor sees when their access was removed (spec 3 §4). */
export const CONTRIBUTOR_REMOVED_TEXT = 'Please contact the author for access';
export const CONTRIBUTOR_REMOVED_MESSAGE =
  'You do not have access to this account. Please contact the author for access.';
/** Added after checkout field errors (spec 1 §8). */
export const CHECKOUT_FIELD_ERRORS_MESSAGE =
  'Errors were found with the information you entered. Scroll down and correct the errors before resubmitting.';
