import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The author's vendor page: the tax form, its upload, what happens next, the 1099 choice, the states. */
export const vendorEnUS = {
  'vendor.title': 'Vendor, Tax and Bank',
  'vendor.intro': 'Your publisher, tax and bank information. Numbers on file are shown masked.',
  'taxForm.title': 'Tax form',
  'taxForm.status': 'Your {form}: {status}',
  'taxForm.certifiedBy': 'Signed electronically by {who}.',
  'taxForm.next': 'What happens next',
  'taxForm.nonUs': 'W-8 expiry: {expiry} · Exemption rate: {rate}',
  'taxForm.nonUsExplain':
    'As a non-US taxpayer you are paid under your Form W-8. Until we have checked it, its expiry shows Pending and your payments are held (On Payment Hold); once it is on file, we show the date it expires and the tax treaty rate withheld from your payments.',
  'upload.label': 'Your signed tax form',
  'upload.description': 'A PDF, PNG or JPEG of at most 10 MB.',
  'upload.placeholder': 'Choose a file',
  'upload.submit': 'Upload signed form',
  'upload.working': 'Uploading {name}…',
  'upload.done': 'Thank you: your tax form has been received.',
  'w9.signs':
    'Certifying is your electronic signature of Form W-9: it submits the form, so you do not need to upload a signed copy.',
  'w9.paper':
    'We have asked you for a signed paper Form W-9: after saving, please upload it where this page asks for it.',
  'digital1099.label': 'Send my Form 1099 electronically instead of by post',
  'digital1099.to': 'It will be sent to {email}.',
  'digital1099.toAccount': 'It will be sent to the e-mail address you sign in with.',
  'digital1099.saved': 'Your 1099 delivery choice has been saved.',
  'state.nothing': 'No state matches.',
} as const;

export type VendorMessageKey = keyof typeof vendorEnUS;

export const vendorText: (key: VendorMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': vendorEnUS },
  locale,
);
