import {
  type CheckedNomination,
  declineReasonLabel,
  describeDecline,
  type MercPromoType,
  newYorkDay,
  normalizeMoney,
  PROMO_STATUS_LABELS,
  type PromoDeclineReason,
  type PromoRequest,
  type PromoRequestSource,
  promoEndAt,
  promoStartAt,
  promoTabOf,
  sendDayOf,
} from '@quire/domain';
import { sanitizeRichText } from '../projects';
import type { ListedPromoRequest } from './promotions.requests.repository';

/**
 * The columns a checked nomination fills, whichever way it came (the form, a spreadsheet row, a
 * trade row): the preferred days, which are also the promotion's until an acceptance sets its own,
 * their instants (12:00 AM and 2:59 AM ET), and the details sanitised.
 */
export function nominationColumns(v: CheckedNomination) {
  return {
    ean: v.ean,
    promoPrice: v.promoPrice,
    regularPrice: v.regularPrice,
    preferredStartDay: v.start,
    preferredEndDay: v.end,
    startDay: v.start,
    endDay: v.end,
    startAt: v.start ? promoStartAt(v.start) : null,
    endAt: v.end ? promoEndAt(v.end) : null,
    flexDate: v.flexDate,
    additionalComments: sanitizeRichText(v.additionalComments) ?? '',
  };
}

const day = (d: string | null) => (d ? sendDayOf(d) : null);
const money = (m: string | null) => normalizeMoney(m);

/** A request as the list and the form read it (spec 2 §3 "Promotion request"); days as MM/DD/YYYY. */
export function toPromoRequest(listed: ListedPromoRequest, now: Date): PromoRequest {
  const r = listed.request;
  const status = promoTabOf(r.status, r.endAt, now);
  const decline = r.declineReason
    ? {
        reason: r.declineReason as PromoDeclineReason,
        label: declineReasonLabel(r.declineReason),
        note: r.declineNote,
        eligibleAgain: day(r.eligibleAgain),
        text: describeDecline({
          reason: r.declineReason,
          note: r.declineNote,
          eligibleAgain: day(r.eligibleAgain),
        }),
      }
    : null;
  return {
    id: r.id,
    definitionId: r.definitionId,
    author: r.authorName,
    submissionDate: sendDayOf(newYorkDay(r.submittedAt)),
    ean: r.ean,
    title: r.title,
    description: listed.definitionName,
    merchPromoName: listed.definitionName,
    additionalComments: r.additionalComments,
    promoPrice: money(r.promoPrice),
    regularPrice: money(r.regularPrice),
    preferredStartDate: day(r.preferredStartDay),
    preferredEndDate: day(r.preferredEndDay),
    startDate: day(r.startDay),
    endDate: day(r.endDay),
    mercPromoType: r.mercPromoType as MercPromoType,
    position: listed.position,
    vendorNumber: r.vendorNumber,
    status,
    flexDate: r.flexDate ? 'true' : 'false',
    promoEndDisplayDate: day(listed.displayEnd),
    label: PROMO_STATUS_LABELS[status],
    reviewBy: status === 'PENDING' ? day(r.reviewBy) : null,
    decline: r.status === 'DECLINED' ? decline : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    projectId: r.projectId,
    source: r.source as PromoRequestSource,
    scheduledPriceId: r.scheduledPriceId,
  };
}
