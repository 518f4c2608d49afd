import { PROMO_MESSAGES as M, PROMO_STATUS_LABELS, type StoredPromoStatus } from '@quire/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { openConfirmation } from '../../../../components/modals/open';
import { showToast } from '../../../../components/toasts';
import { type StatusChange, type StatusChangeBody, undoRequestStatus } from '../../api/requests';
import { requestsText } from './messages';
import { AcceptDialog, DeclineDialog, type MoveDetails } from './StatusDialogs';
import { UndoBar } from './UndoBar';

interface PendingMove {
  to: 'APPROVED' | 'DECLINED';
  ids: string[];
}

interface Undoable {
  /** Distinguishes one change's bar from the next (its countdown starts again). */
  changeId: string;
  count: number;
  label: string;
  seconds: number;
}

export interface StatusReviewOptions {
  /** The status-change call of the list (the Quire requests' or the trade requests'). */
  change: (body: StatusChangeBody) => Promise<StatusChange>;
  /** The change was made: the checks belonged to the rows it moved. */
  onChanged: () => void;
  /** After every change or undo, made or refused: the list shows what the server now holds. */
  reload: () => Promise<unknown>;
}

export interface StatusReview {
  /** Accept or decline through their dialog, back to pending after its confirmation (spec 2 §4). */
  startMove: (to: StoredPromoStatus, ids: string[]) => Promise<void>;
  /** The dialogs and the undo bar, rendered under the list. */
  elements: ReactNode;
}

/**
 * The administrators' review of requests (spec 2 §4), shared by the Quire and the trade lists:
 * the Accept and Decline dialogs, the Pending confirmation, the change, then the undo bar for the
 * server's undo window (both lists' changes are undone with undo-promo-status).
 */
export function useStatusReview({ change, onChanged, reload }: StatusReviewOptions): StatusReview {
  const [dialog, setDialog] = useState<PendingMove | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const closeUndo = useCallback(() => setUndo(null), []);

  async function apply(to: StoredPromoStatus, ids: string[], details: MoveDetails = {}) {
    try {
      const made = await change({ ids, status: to, ...details });
      onChanged();
      setUndo({
        changeId: made.changeId,
        count: made.updated,
        label: PROMO_STATUS_LABELS[made.status],
        seconds: made.undoSeconds,
      });
    } catch {
      // The API client has shown what went wrong.
    } finally {
      await reload();
    }
  }

  async function startMove(to: StoredPromoStatus, ids: string[]) {
    if (ids.length === 0) return;
    if (to === 'PENDING') {
      const yes = await openConfirmation({
        title: M.pendingTitle,
        message: M.pendingText,
        confirmLabel: requestsText('confirm.yes'),
        cancelLabel: requestsText('confirm.no'),
      });
      if (yes) await apply('PENDING', ids);
      return;
    }
    setDialog({ to, ids });
  }

  async function undoChange() {
    const made = undo;
    setUndo(null);
    if (!made) return;
    try {
      await undoRequestStatus(made.changeId);
      showToast({ message: requestsText('undo.done'), tone: 'success' });
    } catch {
      // The API client has shown why (the window ended, or the requests changed since).
    } finally {
      await reload();
    }
  }

  const confirm = (to: PendingMove['to'], ids: string[]) => (details: MoveDetails) => {
    setDialog(null);
    void apply(to, ids, details);
  };

  const elements = (
    <>
      {undo ? (
        <UndoBar
          key={undo.changeId}
          count={undo.count}
          label={undo.label}
          seconds={undo.seconds}
          onUndo={() => void undoChange()}
          onClose={closeUndo}
        />
      ) : null}
      {dialog?.to === 'APPROVED' ? (
        <AcceptDialog onCancel={() => setDialog(null)} onConfirm={confirm('APPROVED', dialog.ids)} />
      ) : null}
      {dialog?.to === 'DECLINED' ? (
        <DeclineDialog onCancel={() => setDialog(null)} onConfirm={confirm('DECLINED', dialog.ids)} />
      ) : null}
    </>
  );

  return { startMove, elements };
}
