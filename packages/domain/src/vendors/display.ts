import { MONTH_NAMES } from '../format/wall-clock';
import { DEFAULT_TURNAROUND_DAYS } from './constants';

/**
 * What the vendor form shows about the account's state (spec 3 §4, §9): the read-only banners word
 * for word, the W-file banner, W-8 expiry and exemption rate placeholders, and dates.
 */
export const VENDOR_BANNERS = {
  OnHold: 'No changes can be made because your account has been placed On Hold.',
  Terminated: 'No changes can be made because your account has been terminated.',
  Pending: 'No changes can be made while your vendor account status is Pending.',
  Rejected: 'No changes can be made because your vendor account status is Rejected.',
  Cancelled: 'No changes can be made because your account has been canceled.',
  InReview: (days: number) =>
    `Your vendor account is in review. Please allow up to ${days} business days for processing.`,
} as const;

export const W_FILE_NOT_SUBMITTED = 'Not Submitted';
export const W_FILE_BANNER =
  'Your Form W-8/W-9 has not been submitted. Please upload your signed Form W-8 or W-9 to complete your vendor account.';

export interface VendorState {
  status: string | null | undefined;
  businessStatus: string | null | undefined;
  wFileStatus?: string | null;
  turnaroundDays?: number | null;
}

/**
 * The read-only reason of a vendor form, or null when it can be changed. Business holds win over the
 * account status; the error code is the one the server refuses a change with (1009 for the business
 * account, 1003 for the vendor account).
 */
export function vendorReadOnly(state: VendorState): { banner: string; code: '1003' | '1009' } | null {
  if (state.businessStatus === 'OnHold') return { banner: VENDOR_BANNERS.OnHold, code: '1009' };
  if (state.businessStatus === 'Terminated') return { banner: VENDOR_BANNERS.Terminated, code: '1009' };
  switch (state.status) {
    case 'Pending':
      return { banner: VENDOR_BANNERS.Pending, code: '1003' };
    case 'Rejected':
      return { banner: VENDOR_BANNERS.Rejected, code: '1003' };
    case 'Cancelled':
      return { banner: VENDOR_BANNERS.Cancelled, code: '1003' };
    case 'InReview':
      return {
        banner: VENDOR_BANNERS.InReview(state.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS),
        code: '1003',
      };
    default:
      return null;
  }
}

/** The W-8/W-9 upload request while the W file status is Not Submitted (once tax information was saved). */
export function wFileBanner(state: VendorState): string | null {
  return state.wFileStatus === W_FILE_NOT_SUBMITTED && state.status !== 'New' && state.status !== 'None'
    ? W_FILE_BANNER
    : null;
}

/**
 * The banner over the form: the read-only one when there is one (a Pending vendor must read why it
 * cannot save), otherwise the W-8/W-9 upload request.
 */
export function vendorBanner(state: VendorState): string | null {
  return vendorReadOnly(state)?.banner ?? wFileBanner(state);
}

/** 'MMMM D, YYYY' for US vendors, 'D MMMM YYYY' otherwise (a date 'YYYY-MM-DD' or an ISO instant, read in UTC). */
export function formatVendorDate(value: string | null | undefined, us: boolean): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d] = m;
  const month = MONTH_NAMES[Number(mo) - 1];
  if (!month) return null;
  return us ? `${month} ${Number(d)}, ${y}` : `${Number(d)} ${month} ${y}`;
}

/** A missing W-8 expiry shows Pending. */
export const w8ExpiryLabel = (value: string | null | undefined, us: boolean) =>
  formatVendorDate(value, us) ?? 'Pending';
/** A missing US exemption rate shows On Payment Hold. */
export const exemptionRateLabel = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? 'On Payment Hold' : `${value}%`;
