import {
  type ApiErrorItem,
  AppError,
  type broadcastMessageInputSchema,
  isContentLink,
  CONTENT_MESSAGES as M,
  MESSAGE_DETAILS_MAX,
} from '@quire/domain';
import type { z } from 'zod';
import { segmentHasFilter } from './content.messages.audience';
import { sanitizeMessageHtml } from './content.sanitize';
import type { StoredAudience } from './content.tables';

/** The `message` of broadcast-message-create and -preview, as the contract parsed it. */
export type MessageInput = z.output<typeof broadcastMessageInputSchema>;

/** A message ready to store: its columns and (USERS) its chosen accounts. */
export interface CheckedMessage {
  columns: {
    typeId: number;
    title: string;
    details: string;
    link: string | null;
    severity: 'INFO' | 'CRITICAL';
    startAt: Date;
    endAt: Date | null;
    audience: StoredAudience;
  };
  recipients: string[];
}

/** An ISO 8601 instant with a date and a time ("2026-05-01T09:00:00Z"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function instant(value: string | null | undefined): Date | null | 'invalid' {
  const s = value?.trim();
  if (!s) return null;
  const at = new Date(s);
  return INSTANT.test(s) && !Number.isNaN(at.getTime()) ? at : 'invalid';
}

/** Whether sanitised HTML shows any text (tags and blanks aside). */
const showsText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, '')
    .trim() !== '';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * Checks a message as the administrators send it and answers what to store, or every problem at
 * once, each on its field under `message.`: the details sanitised with the messages' allow-list
 * (empty once sanitised: detailsRequired), a link that is https or a path of the site, an end after
 * the start (the start is now when not given, or the stored one for a change), at least one chosen
 * account that exists for USERS and at least one filter for SEGMENT. EANs keep their digits.
 */
export async function checkMessage(
  input: MessageInput,
  ctx: {
    now: Date;
    storedStart: Date | null;
    /** Which of these customer ids are author accounts. */
    known: (customerIds: string[]) => Promise<Set<string>>;
  },
): Promise<CheckedMessage> {
  const problems: ApiErrorItem[] = [];
  const problem = (field: string, description: string) =>
    problems.push({ code: 'VALIDATION', field: `message.${field}`, description });

  const details = sanitizeMessageHtml(input.details);
  if (!showsText(details)) problem('details', M.detailsRequired);
  else if (details.length > MESSAGE_DETAILS_MAX) problem('details', M.detailsTooLong);

  const link = input.link?.trim() || null;
  if (link && !isContentLink(link)) problem('link', M.linkInvalid);

  const start = instant(input.startAt);
  const end = instant(input.endAt);
  if (start === 'invalid') problem('startAt', M.dateInvalid);
  if (end === 'invalid') problem('endAt', M.dateInvalid);
  const startAt = start instanceof Date ? start : (ctx.storedStart ?? ctx.now);
  const endAt = end instanceof Date ? end : null;
  if (start !== 'invalid' && endAt && endAt.getTime() <= startAt.getTime())
    problem('endAt', M.endBeforeStart);

  const a = input.audience;
  const segment = a.kind === 'SEGMENT';
  const audience: StoredAudience = {
    kind: a.kind,
    roles: segment ? unique(a.roles) : [],
    formats: segment ? unique(a.formats) : [],
    countries: segment ? unique(a.countries.map((c) => c.toUpperCase())) : [],
    onSaleOnly: segment ? a.onSaleOnly : false,
    eans: segment ? unique(a.eans.map((e) => e.replace(/\D/g, '')).filter(Boolean)) : [],
  };
  if (segment && !segmentHasFilter(audience)) problem('audience', M.segmentRequired);

  const recipients = a.kind === 'USERS' ? unique(a.recipients.map((c) => c.trim()).filter(Boolean)) : [];
  if (a.kind === 'USERS') {
    if (recipients.length === 0) problem('audience.recipients', M.recipientsRequired);
    else {
      const known = await ctx.known(recipients);
      if (recipients.some((id) => !known.has(id))) problem('audience.recipients', M.recipientUnknown);
    }
  }

  if (problems.length > 0) throw new AppError(problems);
  return {
    columns: {
      typeId: input.typeId,
      title: input.title,
      details,
      link,
      severity: input.severity,
      startAt,
      endAt,
      audience,
    },
    recipients,
  };
}
