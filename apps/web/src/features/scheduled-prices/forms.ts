import {
  checkScheduledPrice,
  earliestStart,
  latestStart,
  SCHEDULED_PRICE_MESSAGES as M,
  readEbookPrice,
  readNewYorkDateTime,
  type ScheduledPrice,
  type ScheduledPriceCheck,
  type ScheduleSpan,
  toNewYorkWallClock,
} from '@quire/domain';
import { custom, required } from '@quire/domain/forms/rules';

/** The words of a price field: the domain's, the same the server answers. */
const priceProblem = (value: unknown) => {
  const read = readEbookPrice(value);
  return 'problem' in read ? read.problem : null;
};

/** A date-time field's own problem (the window and the overlaps are checked on submit). */
const dateTimeProblem = (value: unknown) => {
  const read = readNewYorkDateTime(value);
  if (read.ok || read.problem === 'missing') return null;
  if (read.problem === 'gap') return M.gap(read.wallClock ?? String(value));
  return read.problem === 'seconds' ? M.seconds : M.dateTimeFormat;
};

export interface ScheduledPriceValues {
  price: string;
  startDate: string;
  endDate: string;
  endDatePrice: string;
}

/** A start inside the window at `now` (a change that has started keeps its start). */
const windowProblem = (now: () => Date) => (value: unknown) => {
  const read = readNewYorkDateTime(value);
  if (!read.ok) return null;
  const at = now();
  if (read.at < earliestStart(at)) return M.startPast(earliestStart(at));
  return read.at > latestStart(at) ? M.startTooFar(latestStart(at)) : null;
};

/**
 * The form of a new or edited scheduled price; times as the datetime-local inputs show them (New
 * York). `now` is the server's clock (the window is the server's).
 */
export function scheduledPriceForm(existing: ScheduledPrice | undefined, now: () => Date) {
  const started = existing !== undefined && existing.status !== 'SCHEDULED';
  return {
    price: {
      label: 'price',
      initial: existing?.price ?? '',
      rules: [required(M.priceRequired), custom('price', priceProblem)],
    },
    startDate: {
      label: 'start date and time',
      initial: existing ? toNewYorkWallClock(existing.startDate) : '',
      rules: [
        required(M.startRequired),
        custom('dateTime', dateTimeProblem),
        ...(started ? [] : [custom('window', windowProblem(now))]),
      ],
    },
    endDate: {
      label: 'end date and time',
      initial: existing?.endDate ? toNewYorkWallClock(existing.endDate) : '',
      rules: [custom('dateTime', dateTimeProblem)],
    },
    endDatePrice: {
      label: 'price after the end',
      initial: existing?.endDatePrice ?? '',
      rules: [custom('price', priceProblem)],
    },
  };
}

/**
 * The whole check before sending, with the domain's rules at the server's time: the window, the
 * end after the start, and no overlap with the book's other changes still to come.
 */
export function checkBeforeSending(
  values: ScheduledPriceValues,
  ctx: { now: Date; all: readonly ScheduledPrice[]; currentPrice: string | null; editing?: ScheduledPrice },
): ScheduledPriceCheck {
  const others: ScheduleSpan[] = ctx.all
    .filter((s) => s.id !== ctx.editing?.id && s.status !== 'DONE')
    .map((s) => ({
      id: s.id,
      price: s.price,
      start: new Date(s.startDate),
      end: s.endDate ? new Date(s.endDate) : null,
    }));
  return checkScheduledPrice(values, {
    now: ctx.now,
    others,
    currentPrice: ctx.currentPrice,
    existing: ctx.editing
      ? {
          price: ctx.editing.price,
          start: new Date(ctx.editing.startDate),
          started: ctx.editing.status !== 'SCHEDULED',
        }
      : null,
  });
}
