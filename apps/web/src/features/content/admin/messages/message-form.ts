import {
  type AudienceKind,
  isContentLink,
  CONTENT_MESSAGES as M,
  MESSAGE_EANS_MAX,
  MESSAGE_TITLE_MAX,
  type MessageSeverity,
  type MessageTypeId,
  readNewYorkDateTime,
  toNewYorkIso,
  toNewYorkWallClock,
} from '@quire/domain';
import { custom, isEmptyValue, maxLength, required } from '@quire/domain/forms/rules';
import type { Rule, ServerFieldError } from '@quire/domain/forms/types';
import type { BroadcastMessage, MessageInput, MessageRecipient } from '../../api/messages';
import { messagesText as T } from './messages';

/**
 * The message editor's controls and rules, and the way back to broadcast-message-create's
 * `message`: an edited message is the one read with the changes. Controls are named by the
 * server's field keys (title, endAt, audience.recipients…), so its field errors land on them.
 */

/** A date-time typed in New York time ('' for none): fine, or why not. */
function dateTimeProblem(value: unknown): string | null {
  const read = readNewYorkDateTime(value);
  if (read.ok) return null;
  return read.problem === 'gap' ? T('rule.dateTimeGap') : T('rule.dateTime');
}

/** The ISO instant of a wall-clock time typed in New York ('' or not a time: null). */
export function instantOf(wallClock: string): string | null {
  const read = readNewYorkDateTime(wallClock);
  return read.ok ? toNewYorkIso(read.at) : null;
}

/** EANs typed one a line or separated by spaces or commas. */
export const eanList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((t) => t.replace(/-/g, ''))
    .filter(Boolean);

const kindOf = (ctx: { values: Readonly<Record<string, unknown>> }) => ctx.values['audience.kind'];

/** Chosen users: at least one (runs on an empty list too, which `custom` rules skip). */
const recipientsChosen: Rule = {
  name: 'recipientsRequired',
  check: (value, ctx) => (kindOf(ctx) === 'USERS' && isEmptyValue(value) ? M.recipientsRequired : null),
};

/** A segment: at least one of its filters. Said on the roles, the segment's first control. */
const segmentGiven: Rule = {
  name: 'segmentRequired',
  check: (value, ctx) => {
    if (kindOf(ctx) !== 'SEGMENT') return null;
    const v = ctx.values;
    const any =
      !isEmptyValue(value) ||
      !isEmptyValue(v['audience.formats']) ||
      !isEmptyValue(v['audience.countries']) ||
      v['audience.onSaleOnly'] === true ||
      eanList(String(v['audience.eans'] ?? '')).length > 0;
    return any ? null : M.segmentRequired;
  },
};

export function messageForm(loaded: BroadcastMessage | undefined) {
  const a = loaded?.audience;
  return {
    typeId: { label: 'type', initial: String(loaded?.typeId ?? 2), rules: [required()] },
    title: {
      label: 'title',
      initial: loaded?.title ?? '',
      rules: [required(M.titleRequired), maxLength(MESSAGE_TITLE_MAX, M.titleTooLong)],
    },
    details: { label: 'message', initial: loaded?.details ?? '', rules: [required(M.detailsRequired)] },
    link: {
      label: 'link',
      initial: loaded?.link ?? '',
      rules: [custom('link', (v) => (isContentLink(String(v)) ? null : M.linkInvalid))],
    },
    severity: { label: 'severity', initial: (loaded?.severity ?? 'INFO') as string },
    startAt: {
      label: 'start',
      initial: loaded ? toNewYorkWallClock(loaded.startAt) : '',
      rules: [custom('dateTime', dateTimeProblem)],
    },
    endAt: {
      label: 'end',
      initial: loaded?.endAt ? toNewYorkWallClock(loaded.endAt) : '',
      rules: [
        custom('dateTime', dateTimeProblem),
        custom('endAfterStart', (v, ctx) => {
          const end = readNewYorkDateTime(v);
          const start = readNewYorkDateTime(ctx.values.startAt);
          const from = start.ok ? start.at : new Date();
          return end.ok && end.at <= from ? M.endBeforeStart : null;
        }),
      ],
    },
    'audience.kind': { label: 'audience', initial: (a?.kind ?? 'EVERYONE') as string },
    'audience.recipients': {
      label: 'recipients',
      initial: (a?.recipients ?? []) as MessageRecipient[],
      rules: [recipientsChosen],
    },
    'audience.roles': { label: 'roles', initial: [...(a?.roles ?? [])] as string[], rules: [segmentGiven] },
    'audience.formats': { label: 'formats', initial: [...(a?.formats ?? [])] as string[] },
    'audience.countries': { label: 'countries', initial: [...(a?.countries ?? [])] as string[] },
    'audience.onSaleOnly': { label: 'on sale only', initial: a?.onSaleOnly ?? false },
    'audience.eans': {
      label: 'EANs',
      initial: (a?.eans ?? []).join('\n'),
      rules: [
        custom('eans', (v) => {
          const eans = eanList(String(v));
          if (eans.some((e) => !/^\d{13}$/.test(e))) return T('rule.eans');
          return eans.length > MESSAGE_EANS_MAX ? T('rule.eansMax', { max: MESSAGE_EANS_MAX }) : null;
        }),
      ],
    },
  };
}

export type MessageFormDefinition = ReturnType<typeof messageForm>;
export type MessageValues = { [K in keyof MessageFormDefinition]: MessageFormDefinition[K]['initial'] };

/** A time as read when unchanged (to the second), else the instant typed. */
function timeOf(typed: string, read: string | null | undefined): string | null {
  if (read && typed === toNewYorkWallClock(read)) return read;
  return instantOf(typed);
}

/** The `message` to send: the one read (if any) with the form's values; only the chosen audience's filters. */
export function messageInput(loaded: BroadcastMessage | undefined, v: MessageValues): MessageInput {
  const kind = v['audience.kind'] as AudienceKind;
  const segment = kind === 'SEGMENT';
  return {
    ...loaded,
    messageId: loaded?.messageId ?? null,
    typeId: Number(v.typeId) as MessageTypeId,
    title: v.title.trim(),
    details: v.details,
    link: v.link.trim() || null,
    severity: v.severity as MessageSeverity,
    startAt: timeOf(v.startAt, loaded?.startAt),
    endAt: timeOf(v.endAt, loaded?.endAt),
    audience: {
      kind,
      recipients: kind === 'USERS' ? v['audience.recipients'] : [],
      roles: segment ? (v['audience.roles'] as MessageInput['audience']['roles']) : [],
      formats: segment ? (v['audience.formats'] as MessageInput['audience']['formats']) : [],
      countries: segment ? v['audience.countries'] : [],
      onSaleOnly: segment && v['audience.onSaleOnly'],
      eans: segment ? eanList(v['audience.eans']) : [],
    },
  };
}

/**
 * A server field ("message.title", "audience", "message.audience.recipients.0") as the form's
 * control: the body's `message.` goes, an item of a list is the list, and the audience as a
 * whole is said on the chosen kind's control.
 */
export function controlOf(field: string | undefined, kind: string): string | undefined {
  if (!field) return undefined;
  const f = field.replace(/^message\./, '').replace(/\.\d+(\..*)?$/, '');
  if (f === 'audience') return kind === 'USERS' ? 'audience.recipients' : 'audience.roles';
  return f;
}

export const withControls = (items: readonly ServerFieldError[], kind: string): ServerFieldError[] =>
  items.map((i) => {
    const field = controlOf(i.field, kind);
    return field ? { ...i, field } : i;
  });
