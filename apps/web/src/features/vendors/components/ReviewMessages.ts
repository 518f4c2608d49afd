import type { VendorReviewStatus } from '@quire/domain';
import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/** The administrators' vendor review (/admin/vendors): the queue, its filter and the review moves. */
export const reviewEnUS = {
  'review.title': 'Vendor review',
  'review.filter': 'Show',
  'review.filter.waiting': 'Waiting for review (Pending, In Review)',
  'review.filter.Pending': 'Pending',
  'review.filter.InReview': 'In Review',
  'review.filter.Active': 'Active',
  'review.filter.Rejected': 'Rejected',
  'review.filter.New': 'New',
  'review.loading': 'Loading the vendors…',
  'review.emptyWaiting': 'No vendor is waiting for review.',
  'review.empty': 'No vendor is {status}.',
  'review.caption': 'Vendors',
  'review.forbidden': 'You do not have permission to do that.',

  'review.col.vendor': 'Vendor',
  'review.col.publisher': 'Publisher',
  'review.col.status': 'Status',
  'review.col.tax': 'Tax and bank',
  'review.col.review': 'Review',
  'review.noMoves': 'No review step',
  'review.actions': 'Review of {vendor}',

  'tax.summary': '{payment} · W-8/W-9 {status}',
  'tax.saved': 'Saved',
  'tax.missing': 'Missing',
  'tax.file': 'Tax form of {vendor} (PDF)',
  'tax.filePlaceholder': 'W-8/W-9 (PDF)',
  'tax.upload': 'Upload',
  'tax.uploaded': 'The tax form of {vendor} was uploaded.',
  'tax.expiry': 'W-8 expiry of {vendor}',
  'tax.enable': 'Put on file',
  'tax.enableLabel': 'Put the tax form of {vendor} on file',
  'tax.enabled': 'The tax form of {vendor} is on file.',

  // The moves, by where they lead: the button, its accessible name, the dialog and the toast.
  'move.InReview': 'Start review',
  'move.InReview.label': 'Start review of {vendor}',
  'move.InReview.title': 'Start the review of {vendor}',
  'move.InReview.intro': 'Move the vendor account of {email} from {from} to In Review.',
  'move.InReview.done': '{vendor} is now In Review.',
  'move.Active': 'Approve',
  'move.Active.label': 'Approve {vendor}',
  'move.Active.title': 'Approve {vendor}',
  'move.Active.intro': 'Approve the vendor account of {email} ({publisher}): it moves from {from} to Active.',
  'move.Active.done': '{vendor} is approved and now Active.',
  'move.Rejected': 'Reject',
  'move.Rejected.label': 'Reject {vendor}',
  'move.Rejected.title': 'Reject {vendor}',
  'move.Rejected.intro':
    'Reject the vendor account of {email} ({publisher}): it moves from {from} to Rejected.',
  'move.Rejected.done': '{vendor} is now Rejected. {email} will be e-mailed the reason.',
  'move.Pending': 'Reopen for review',
  'move.Pending.label': 'Reopen {vendor} for review',
  'move.Pending.title': 'Reopen {vendor} for review',
  'move.Pending.intro': 'Reopen the vendor account of {email}: it moves from {from} back to Pending.',
  'move.Pending.done': '{vendor} is reopened and now Pending.',
  'move.reopenInReview': 'Reopen and start review',
  'move.reopenInReview.label': 'Reopen {vendor} and start review',
  'move.reopenInReview.title': 'Reopen {vendor} and start review',
  'move.reopenInReview.intro': 'Reopen the vendor account of {email}: it moves from {from} to In Review.',

  'dialog.reason': 'Reason for the rejection',
  'dialog.reasonMail': 'We will e-mail {email} the reason.',
  'dialog.note': 'Note (optional)',
  'dialog.noteHint': 'Kept in the audit log.',
  'dialog.enter': 'Press Enter to confirm; Shift+Enter starts a new line.',
  'dialog.confirm': 'Confirm',
  'dialog.cancel': 'Cancel',
} as const;

export type ReviewMessageKey = keyof typeof reviewEnUS;

export const reviewText: (key: ReviewMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': reviewEnUS },
  locale,
);

/** The words of one move from `from` to `to`: a move to In Review from Rejected is a reopening. */
export function moveText(from: string, to: VendorReviewStatus) {
  const key = from === 'Rejected' && to === 'InReview' ? 'move.reopenInReview' : (`move.${to}` as const);
  return {
    button: key,
    label: `${key}.label`,
    title: `${key}.title`,
    intro: `${key}.intro`,
    done: `move.${to}.done`,
  } as const satisfies Record<string, ReviewMessageKey>;
}
