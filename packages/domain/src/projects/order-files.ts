import type { PublishFacts } from './publishing';

const PASSED = new Set(['SUCCESSFUL', 'COMPLETED', 'Completed']);

/** Whether a file's check passed (the preflight's and the conversion's words for it). */
export const preflightPassed = (s: string | null | undefined): boolean => s != null && PASSED.has(s);
const passed = preflightPassed;

/**
 * Spec 1 §8 6024 "Order Issue Resolution": a copy order needs its interior and cover to have passed
 * the check and been approved; true when a file has an upload error, is missing or is not approved.
 */
export function orderFileIssue(
  p: Pick<
    PublishFacts,
    | 'interiorPreFlightCheckStatus'
    | 'interiorApproved'
    | 'coverType'
    | 'coverFullPreFlightCheckStatus'
    | 'coverFrontPreFlightCheckStatus'
    | 'coverFullApproved'
  >,
): boolean {
  const cover =
    p.coverType === 'separate' ? p.coverFrontPreFlightCheckStatus : p.coverFullPreFlightCheckStatus;
  return (
    !passed(p.interiorPreFlightCheckStatus) || !p.interiorApproved || !passed(cover) || !p.coverFullApproved
  );
}
