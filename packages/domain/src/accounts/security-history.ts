/**
 * The account's security history (decision 048): what changed how the account signs in, and the
 * sign-ins with a passkey, in words for the account holder. The server records only these kinds.
 */
export const SECURITY_EVENT_LABELS = {
  'passkey.added': 'Passkey added',
  'passkey.renamed': 'Passkey renamed',
  'passkey.removed': 'Passkey removed',
  'passkey.sign-in': 'Signed in with a passkey',
  'passkey.second-step': 'Passkey used for two-step verification',
  'two-step.reset': 'Two-step verification reset by support',
} as const satisfies Record<string, string>;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;

export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as SecurityEventKind[];

/** How many events the history shows, newest first. */
export const SECURITY_HISTORY_LIMIT = 50;

export function securityEventLabel(kind: string): string {
  return Object.hasOwn(SECURITY_EVENT_LABELS, kind) ? SECURITY_EVENT_LABELS[kind as SecurityEventKind] : kind;
}
