import { AppErrorBase, type DeleteBlockReason, deleteBlockMessage, isDeleteBlockReason } from '@quire/domain';

/**
 * The reason the server gave for refusing a delete (spec 1 §3: PENDING_ORDER,
 * PENDING_ORDER_STATUS_BLOCK, PROJECT_IN_CART, STATUS_BLOCK), or null when the failure is not a
 * refusal (the API client's central handling deals with those).
 */
export function deleteRefusalReason(error: unknown): DeleteBlockReason | null {
  if (!(error instanceof AppErrorBase)) return null;
  const item = error.items.find((i) => isDeleteBlockReason(i.code));
  return item ? (item.code as DeleteBlockReason) : null;
}

/**
 * The refusal in plain words, one sentence saying why and, where there is one, what to do: the
 * domain's words (`deleteBlockMessage`), the same the server answers with.
 */
export function deleteRefusalMessage(reason: string): string {
  return deleteBlockMessage(reason);
}
