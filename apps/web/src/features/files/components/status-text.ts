import { preflightPhase } from '../lib/rules';
import { filesText } from '../messages/final';

const KNOWN = new Set(['NOT_STARTED', 'IN_PROGRESS', 'SUCCESSFUL', 'ERROR']);

/** A file's check status in words (an unknown one shows its name). */
export function statusText(status: string | null | undefined): string {
  const s = status ?? 'NOT_STARTED';
  if (KNOWN.has(s)) return filesText(`files.status.${s as 'NOT_STARTED'}`);
  const phase = preflightPhase(s);
  if (phase === 'pending') return filesText('files.status.NOT_STARTED');
  if (phase === 'passed') return filesText('files.status.SUCCESSFUL');
  return filesText('files.status.unknown', { status: s });
}
