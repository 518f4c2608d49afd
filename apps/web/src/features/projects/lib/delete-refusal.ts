import { AppError, DELETE_BLOCK_REASONS, type DeleteBlockReason } from '@quire/domain';
import { type ProjectsMessageKey, pt } from '../messages';

function isReason(code: string): code is DeleteBlockReason {
  return (DELETE_BLOCK_REASONS as readonly string[]).includes(code);
}

/**
 * The reason the server gave for refusing a delete (spec 1 §3: PENDING_ORDER,
 * PENDING_ORDER_STATUS_BLOCK, PROJECT_IN_CART, STATUS_BLOCK), or null when the failure is not a
 * refusal (the API client's central handling deals with those).
 */
export function deleteRefusalReason(error: unknown): DeleteBlockReason | null {
  if (!(error instanceof AppError)) return null;
  const item = error.items.find((i) => isReason(i.code));
  return item ? (item.code as DeleteBlockReason) : null;
}

/** The refusal in plain words, one sentence saying why and, where there is one, what to do. */
export function deleteRefusalMessage(reason: string): string {
  const key = `projects.deleteReason.${reason}` as ProjectsMessageKey;
  return isReason(reason) ? pt(key) : pt('projects.deleteReason.other');
}
