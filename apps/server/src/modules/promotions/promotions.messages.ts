import {
  contributorMay,
  describeDecline,
  displayDayOf,
  type LoggedInUser,
  newYorkDay,
  normalizeMoney,
  ownerOf,
  PROMOTION_MESSAGE_TYPE,
  PROMOTION_MESSAGES_MAX,
  type PromotionMessage,
  promoStartAt,
  sendDayOf,
} from '@quire/domain';
import type { PromoRequestsDeps } from './promotions.requests.service';
import type { PromoRequestRow } from './promotions.tables';

/** Where an announcement sends the reader: the nomination form. */
export const NOMINATE_PATH = '/projects/coupon/bn-promo';
/** Where a publisher's news sends them: their requests. */
export const PROMO_SUMMARY_PATH = '/projects/coupon/bn-promo-summary';
/** How far back a decision is still news. */
export const DECISION_NEWS_DAYS = 30;

const DAY_MS = 86_400_000;

/** A message with the instant it sorts by (newest first). */
type Dated = { at: Date; message: PromotionMessage };

const message = (m: Omit<PromotionMessage, 'typeId'>): PromotionMessage => ({
  ...m,
  typeId: PROMOTION_MESSAGE_TYPE,
});

const dayOf = (at: Date) => sendDayOf(newYorkDay(at));
const shown = (day: string | null) => (day ? displayDayOf(day) : null);

/** A publisher's request as news: accepted (its days and promo price), declined (why), or pending (review by). */
function requestNews(row: PromoRequestRow, promotion: string): Dated {
  const book = `${row.title} (${row.ean})`;
  const base = { messageId: `request:${row.id}`, link: PROMO_SUMMARY_PATH };
  if (row.status === 'APPROVED' && row.decidedAt) {
    const price = normalizeMoney(row.promoPrice);
    const runs = [
      row.startDay && row.endDay ? `from ${shown(row.startDay)} to ${shown(row.endDay)}` : '',
      price ? `at $${price}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      at: row.decidedAt,
      message: message({
        ...base,
        title: `Nomination accepted: ${row.title}`,
        details: `Your nomination of ${book} for ${promotion} was accepted.${runs ? ` It runs ${runs}.` : ''}`,
        date: dayOf(row.decidedAt),
      }),
    };
  }
  if (row.status === 'DECLINED' && row.decidedAt) {
    const reason = row.declineReason
      ? describeDecline({
          reason: row.declineReason,
          note: row.declineNote,
          eligibleAgain: row.eligibleAgain ? sendDayOf(row.eligibleAgain) : null,
        })
      : '';
    return {
      at: row.decidedAt,
      message: message({
        ...base,
        title: `Nomination declined: ${row.title}`,
        details: `Your nomination of ${book} for ${promotion} was declined.${reason ? ` ${reason}` : ''}`,
        date: dayOf(row.decidedAt),
      }),
    };
  }
  const reviewBy = row.reviewBy ? ` It will be reviewed by ${shown(row.reviewBy)}.` : '';
  return {
    at: row.submittedAt,
    message: message({
      ...base,
      title: `Nomination pending: ${row.title}`,
      details: `Your nomination of ${book} for ${promotion} is waiting for review.${reviewBy}`,
      date: dayOf(row.submittedAt),
    }),
  };
}

/**
 * The promotion messages (spec 3 §7 "Content for all users"): promotion_messages announces, to
 * anyone, each monthly promotion open for nominations; promotion_messages_JWT adds a signed-in
 * publisher's own news: their requests decided in the last 30 days, once the decision can no longer
 * be undone (until then it is not news yet), and their pending ones with the day they will be
 * reviewed by. Newest first, at most PROMOTION_MESSAGES_MAX.
 */
export function createPromoMessages(deps: PromoRequestsDeps) {
  const { uow, definitions, now, undoSeconds } = deps;

  async function announcements(): Promise<Dated[]> {
    return (await definitions.openForNominations()).map((row) => {
      const listed = row.displayStart ?? newYorkDay(now());
      const until = row.submitBy ? ` are open until ${displayDayOf(row.submitBy)}` : ' are open';
      return {
        at: promoStartAt(listed),
        message: message({
          messageId: `definition:${row.id}`,
          title: row.name,
          details: `Nominations for ${row.name}${until}.`,
          link: NOMINATE_PATH,
          date: sendDayOf(listed),
        }),
      };
    });
  }

  const newestFirst = (all: Dated[]) =>
    all
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, PROMOTION_MESSAGES_MAX)
      .map((d) => d.message);

  return {
    /** GET promotion_messages: the announcements, for anyone. */
    async messages(): Promise<{ messages: PromotionMessage[] }> {
      return { messages: newestFirst(await announcements()) };
    },

    /** GET promotion_messages_JWT: the announcements and the caller's own requests' news. */
    async myMessages(user: LoggedInUser): Promise<{ messages: PromotionMessage[] }> {
      // A contributor reads the author's requests only with Manage promotion.
      if (!contributorMay(user, ['MANAGE_PROMOTION']))
        return { messages: newestFirst(await announcements()) };
      const at = now();
      const [open, news] = await Promise.all([
        announcements(),
        uow.repos.news({
          owner: ownerOf(user),
          decidedSince: new Date(at.getTime() - DECISION_NEWS_DAYS * DAY_MS),
          decidedUntil: new Date(at.getTime() - undoSeconds * 1000),
          limit: PROMOTION_MESSAGES_MAX,
        }),
      ]);
      return {
        messages: newestFirst([...open, ...news.map((l) => requestNews(l.request, l.definitionName))]),
      };
    },
  };
}
