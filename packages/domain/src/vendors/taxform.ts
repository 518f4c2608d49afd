import { calendarDate } from '../format/dates';
import { DEFAULT_TURNAROUND_DAYS } from './constants';
import { formatVendorDate, W_FILE_NOT_SUBMITTED } from './display';

/**
 * The W-8/W-9 on file (spec 3 §3 wFileStatus, §4 the upload banner). A US vendor signs the W-9
 * electronically when certifying it in the W-9 dialog, which submits it; a non-US vendor (W-8), or
 * one an administrator asked for a paper form, uploads the signed form. An administrator then puts
 * it On File.
 */
export const W_FILE_SUBMITTED = 'Submitted';
export const W_FILE_ON_FILE = 'On File';

/** The tax form upload: a PDF or an image, checked by its first bytes, at most 10 MB. */
export const TAX_FORM_KINDS = ['PDF', 'PNG', 'JPEG'] as const;
export const TAX_FORM_MAX_BYTES = 10 * 1024 * 1024;
export const TAX_FORM_ACCEPT = 'application/pdf,image/png,image/jpeg';

export const TAX_FORM_MESSAGES = {
  noFile: 'Please choose your signed tax form.',
  empty: 'The file is empty. Please choose your signed tax form.',
  wrongKind: 'Please upload your signed tax form as a PDF, PNG or JPEG file.',
  tooLarge: 'The file is too large: a tax form can be at most 10 MB.',
  notAsked: 'Your tax form cannot be uploaded now: we are not waiting for one from you.',
} as const;

export interface TaxFormState {
  /** The vendor account status and the business status. */
  status: string | null | undefined;
  businessStatus: string | null | undefined;
  usCitizen: boolean;
  /** Tax and bank information was saved. */
  hasPayment: boolean;
  wFileStatus: string;
  /** The W-9 certification (the electronic signature), an ISO instant. */
  certifiedAt?: string | null;
  paperFormRequested?: boolean;
  taxFormName?: string | null;
  taxFormUploadedAt?: string | null;
  turnaroundDays?: number | null;
}

export const taxFormName = (usCitizen: boolean) => (usCitizen ? 'Form W-9' : 'Form W-8');

/** A paper form is needed: a non-US vendor's W-8, or a form an administrator asked for. */
export const paperFormNeeded = (s: Pick<TaxFormState, 'usCitizen' | 'paperFormRequested'>) =>
  !s.usCitizen || s.paperFormRequested === true;

/** A US vendor's certification submits the W-9 unless a paper form is needed. */
export const certificationSubmits = (s: Pick<TaxFormState, 'usCitizen' | 'paperFormRequested'>) =>
  !paperFormNeeded(s);

const UPLOAD_STATUSES = new Set(['Pending', 'InReview', 'Active']);

/**
 * The author may upload the form where the banner asks for it: tax information saved, no form
 * submitted yet, and an account that is waiting for review or active (not while On Hold or
 * Terminated, nor once Rejected or Canceled). This holds while Pending, when nothing else may change.
 */
export function taxFormUploadAllowed(s: TaxFormState): boolean {
  if (s.businessStatus === 'OnHold' || s.businessStatus === 'Terminated') return false;
  return s.hasPayment && s.wFileStatus === W_FILE_NOT_SUBMITTED && UPLOAD_STATUSES.has(s.status ?? '');
}

const dateOf = (instant: string | null | undefined, us: boolean) =>
  formatVendorDate(calendarDate(instant ?? null), us);

const UPLOAD_HINT = 'a PDF, PNG or JPEG of at most 10 MB';

/** The W file status in words, for the author. */
export function taxFormStatusText(s: TaxFormState): string {
  const form = taxFormName(s.usCitizen);
  switch (s.wFileStatus) {
    case W_FILE_NOT_SUBMITTED:
      if (s.paperFormRequested)
        return `Not submitted: we have asked you for your signed ${form} on paper. Please upload it (${UPLOAD_HINT}).`;
      if (!s.usCitizen)
        return `Not submitted: please upload your signed Form W-8 (W-8BEN for an individual, W-8BEN-E for a company), ${UPLOAD_HINT}.`;
      if (!s.hasPayment)
        return 'Not submitted: you sign your Form W-9 electronically when you certify it on saving your tax information.';
      return `Not submitted: please upload your signed Form W-9 (${UPLOAD_HINT}).`;
    case W_FILE_SUBMITTED: {
      const uploaded =
        s.taxFormUploadedAt && (!s.certifiedAt || s.taxFormUploadedAt >= s.certifiedAt)
          ? dateOf(s.taxFormUploadedAt, s.usCitizen)
          : null;
      if (uploaded)
        return `Submitted: we received your signed ${form}${s.taxFormName ? ` (${s.taxFormName})` : ''} on ${uploaded} and are checking it.`;
      const signed = dateOf(s.certifiedAt, s.usCitizen);
      return signed
        ? `Submitted: you signed your Form W-9 electronically on ${signed}.`
        : `Submitted: we are checking your ${form}.`;
    }
    case W_FILE_ON_FILE:
      return `On file: your ${form} has been checked and accepted.`;
    default:
      return s.wFileStatus;
  }
}

/**
 * What happens next for the author and within how many business days (spec 3 §4 statuses);
 * null when nothing is waiting. `mail` words it for the status e-mail, which gives the reason of a
 * rejection itself.
 */
export function vendorNextSteps(s: TaxFormState, { mail = false }: { mail?: boolean } = {}): string | null {
  const days = s.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS;
  const form = taxFormName(s.usCitizen);
  const uploadNeeded = taxFormUploadAllowed(s);
  const where = mail ? 'on your Vendor, Tax and Bank page' : 'here';
  switch (s.status) {
    case 'None':
    case null:
    case undefined:
      return `Next: save your publisher information, then your tax and bank information. We then review your vendor account within ${days} business days.`;
    case 'New':
      return `Next: save your tax and bank information. We then review your vendor account within ${days} business days.`;
    case 'Pending':
    case 'InReview':
      return uploadNeeded
        ? `Next: upload your signed ${form} ${where}. We review your vendor account within ${days} business days of receiving it and e-mail you the result.`
        : `We are reviewing your vendor account: this takes up to ${days} business days, and we will e-mail you the result. Nothing more is needed from you.`;
    case 'Active':
      return uploadNeeded
        ? `Your vendor account is active. Please upload your signed ${form} ${where}; we check it within ${days} business days.`
        : 'Your vendor account is active: nothing more is needed to sell your books.';
    case 'Rejected':
      return mail
        ? 'To ask about this, or to have your vendor account reviewed again once the reason is resolved, contact support.'
        : 'Your vendor account was not approved, and we have e-mailed you the reason. To ask about it, or to have your account reviewed again, contact support.';
    case 'Cancelled':
      return 'Your vendor account has been canceled. Contact support if you want to sell books again.';
    default:
      return null;
  }
}
