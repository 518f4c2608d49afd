/**
 * A review page's approval (spec 1 §2): the interior, sample and cover review steps ask the author
 * to approve the file before Next goes on. Its own module with no dependencies, so the wizard's
 * shell reads it without the publishing rules (their price and date libraries).
 */
import type { Project } from './types';

export const REVIEW_APPROVAL_MESSAGES = {
  interior: 'Please review and approve your interior file.',
  sample: 'Please review and approve your sample.',
  cover: 'Please review and approve your cover.',
} as const;

/** The review steps whose page asks the author to approve a file before going on. */
const REVIEWS = {
  'interior/review': {
    approved: (p: ReviewFacts) => p.interiorApproved,
    message: REVIEW_APPROVAL_MESSAGES.interior,
  },
  'interior/review-sample': {
    approved: (p: ReviewFacts) => p.sampleApproved,
    message: REVIEW_APPROVAL_MESSAGES.sample,
  },
  'cover/review': {
    approved: (p: ReviewFacts) => p.coverFullApproved,
    message: REVIEW_APPROVAL_MESSAGES.cover,
  },
} as const;

type ReviewFacts = Pick<Project, 'interiorApproved' | 'sampleApproved' | 'coverFullApproved'>;

/**
 * Why Next may not leave a review step yet: the page says its file must be approved to continue,
 * so Next waits for the approval; null when the step is no review or its file is approved.
 */
export function approvalBeforeNext(
  p: ReviewFacts,
  step: { section: string; child: string | null | undefined },
): string | null {
  const review = REVIEWS[`${step.section}/${step.child ?? ''}` as keyof typeof REVIEWS];
  if (!review || review.approved(p)) return null;
  return review.message;
}
