/**
 * What a book's status means in plain words (the dashboard and the summary): a module of its own,
 * apart from the publishing rules (./publishing), so the dashboard loads only this.
 */
import { formatDisplayDateTime } from '../format/dates';
import { parseProjectStatus } from './status';
import type { ProjectStatus } from './types';

/** The retailer's intake, as spec 1 §9 states it: up to 72 hours on sale, 24 hours off sale. */
export const ON_SALE_INTAKE_HOURS = 72;
export const OFF_SALE_INTAKE_HOURS = 24;
/** Copy orders placed after a take-off wait 4 to 5 business days; file review takes up to 5. */
export const REVIEW_BUSINESS_DAYS = 5;

export interface StatusExplanation {
  /** A short label for the status, e.g. "On sale". */
  label: string;
  /** What happens next and when, in plain words. */
  next: string;
}

/** Plain-words of a status (the dashboard and the summary). `due` is when the pending step ends. */
export function explainStatus(
  status: ProjectStatus | string,
  opts: {
    due?: Date | null;
    preOrder?: boolean;
    onSaleDate?: string | null;
    formatDate?: (d: Date) => string;
    /** A draft with nothing left to finish (the readiness list is empty). */
    ready?: boolean;
  } = {},
): StatusExplanation {
  const fmt = opts.formatDate ?? ((d: Date) => formatDisplayDateTime(d));
  const by = opts.due ? ` by ${fmt(opts.due)}` : '';
  switch (parseProjectStatus(status)) {
    case 'NEW':
    case 'EDITING':
      return {
        label: 'Draft',
        next: opts.ready
          ? `Every step is done. Publish your book when you are ready: it goes on sale within ${ON_SALE_INTAKE_HOURS} hours.`
          : 'Finish the steps of your book, then publish it from Review & Publish.',
      };
    case 'PROCESSING_ONSALE':
      return {
        label: 'Going on sale',
        next: `Your book has been sent to retailers. It will be on sale${by || ` within ${ON_SALE_INTAKE_HOURS} hours`}.`,
      };
    case 'ONSALE':
    case 'LSI_ONSALE':
      return opts.preOrder && opts.onSaleDate
        ? { label: 'Pre-order', next: `Readers can pre-order your book. It releases on ${opts.onSaleDate}.` }
        : { label: 'On sale', next: 'Your book is on sale. To change it, request a correction.' };
    case 'PROCESSING_OFFSALE':
      return {
        label: 'Going off sale',
        next: `Retailers are removing your book${by || ` within ${OFF_SALE_INTAKE_HOURS} hours`}.`,
      };
    case 'OFFSALE':
      return {
        label: 'Off sale',
        next: 'Your book is not for sale. You can edit it and put it on sale again.',
      };
    case 'CORRECTING':
      return {
        label: 'Correcting',
        next: 'Your book stays on sale while you correct it. Publish your changes when they are ready.',
      };
    case 'ERROR':
      return { label: 'Needs attention', next: 'Something went wrong. Open the book to see what to fix.' };
    case 'ORDERED':
      return { label: 'Ordered', next: 'Your book is ready for copy orders.' };
    case 'REQUESTED_DROPSHIP':
    case 'PROCESSING_DROPSHIP':
      return {
        label: 'Printing',
        next: `Your order is with the printer (up to ${REVIEW_BUSINESS_DAYS} business days).`,
      };
    case 'DROPSHIP_READY':
      return { label: 'Printed', next: 'Your copies have been printed and shipped.' };
    default:
      return { label: String(status), next: '' };
  }
}
