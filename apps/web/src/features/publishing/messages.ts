import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** Publishing on the summary: status, alerts, publish, take off sale, corrections, copy orders. */
export const publishingEnUS = {
  'publishing.heading': 'Status',
  'publishing.due': 'Expected by {date} (New York time).',
  'publishing.notReady': 'Before you publish, please finish these steps:',
  'publishing.notReady.publish': 'Your book cannot go on sale until these steps are done.',
  'publishing.fix': 'Go to this step',
  'publishing.fixVendor': 'Go to your vendor information',
  'publishing.ready': 'Your book is ready to publish.',
  'publishing.readyOffSale': 'Your book is ready to go on sale again.',
  'publishing.error': 'The last step did not go through: {reason}',
  'publishing.publish': 'Publish',
  'publishing.putOnSale': 'Put on Sale',
  'publishing.publishChanges': 'Publish Changes',
  'publishing.publishing': 'Sending your book…',
  'publishing.sent': 'Your book has been sent to retailers. It goes on sale within 72 hours.',
  'publishing.takeOff': 'Take Off Sale',
  'publishing.takeOff.title': 'Take Off Sale',
  'publishing.takeOff.message':
    'Taking your book off sale takes up to 24 hours. Copy orders placed after you take it off sale wait 4 to 5 business days.',
  'publishing.takeOff.confirm': 'Take Off Sale',
  'publishing.takeOff.coupon.title': 'A Coupon Is Running',
  'publishing.takeOff.coupon.confirm': 'Take Off Sale Anyway',
  'publishing.takenOff': 'Your book is being taken off sale. This takes up to 24 hours.',
  'publishing.correction': 'Request a Correction',
  'publishing.correction.title': 'Request a Correction',
  'publishing.correction.message':
    'Your book stays on sale while you correct it. When your changes are ready, click Publish Changes; the review takes up to 5 business days.',
  'publishing.correction.confirm': 'Request a Correction',
  'publishing.correction.started':
    'You can now change your book. It stays on sale until you publish the changes.',
  'publishing.correction.FREE': 'This correction is free.',
  'publishing.correction.PAID': 'This correction is charged when you publish it.',
  'publishing.order': 'Order Copies',
  'publishing.orderProof': 'Order a Proof',
  'publishing.complete.title': 'Complete Your Book',
  'publishing.complete.message':
    'Your book is not complete yet. Complete it first so that the copies you order are printed from approved files.',
  'publishing.complete.confirm': 'Complete My Book',
  'publishing.complete.cancel': 'No Thank You',
  'publishing.ordered': 'Your book is ready for copy orders.',
  'publishing.resolve': 'Resolve the Issue',
  'publishing.history': 'History',
  'publishing.onix': 'Download the ONIX record',
  'publishing.event.sale.requested': 'Sent to retailers to go on sale.',
  'publishing.event.sale.onsale': 'On sale.',
  'publishing.event.sale.failed': 'Could not go on sale: {error}',
  'publishing.event.offsale.requested': 'Retailers asked to take it off sale.',
  'publishing.event.sale.offsale': 'Off sale.',
  'publishing.event.correction.requested': 'Correction requested ({type}).',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign, then the {price} placeholder
  'publishing.event.price.scheduled-applied': 'Scheduled price applied: ${price}.',
  'publishing.event.print.ultra-premium':
    'Converted to Ultra Premium print (full color, 80# premium white paper, soft-touch matte cover).',
  'publishing.event.metadata.backlist-loaded': 'Details loaded from the retail catalogue listing.',
  'publishing.personalUse': 'A personal-use book is for ordering copies, not for sale.',
} as const;

export type PublishingMessageKey = keyof typeof publishingEnUS;

export const publishingText: (key: PublishingMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': publishingEnUS },
  locale,
);
