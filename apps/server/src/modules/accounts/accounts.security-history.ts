import {
  describeUserAgent,
  SECURITY_HISTORY_LIMIT,
  type SecurityEvent,
  type SecurityEventKind,
  securityEventLabel,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PasskeysRepository } from './accounts.passkeys.repository';

/** The browser an event came from ('' for support's actions). */
export interface EventClient {
  userAgent: string;
  ip: string;
}

/** One entry written in the caller's transaction (`repo` bound to it). */
export async function recordSecurityEvent(
  repo: PasskeysRepository,
  event: {
    userId: string;
    kind: SecurityEventKind;
    passkeyName?: string;
    client?: EventClient;
    at: Date;
  },
): Promise<void> {
  await repo.insertEvent({
    userId: event.userId,
    kind: event.kind,
    detail: event.passkeyName === undefined ? {} : { passkeyName: event.passkeyName },
    userAgent: (event.client?.userAgent ?? '').slice(0, 500),
    ip: (event.client?.ip ?? '').slice(0, 100),
    at: event.at,
  });
}

/**
 * The account's security history (decision 048), newest first: passkeys added, renamed and
 * removed, sign-ins with a passkey, a two-step reset by support.
 */
export function createSecurityHistory({ uow }: { uow: UnitOfWork<{ passkeys: PasskeysRepository }> }) {
  return {
    async list(userId: string): Promise<SecurityEvent[]> {
      const rows = await uow.repos.passkeys.eventsOfUser(userId, SECURITY_HISTORY_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        label: securityEventLabel(r.kind),
        passkeyName: r.detail.passkeyName ?? null,
        device: r.userAgent ? describeUserAgent(r.userAgent) : 'Support',
        ip: r.ip,
        at: r.at.toISOString(),
      }));
    },
  };
}

export type SecurityHistory = ReturnType<typeof createSecurityHistory>;
