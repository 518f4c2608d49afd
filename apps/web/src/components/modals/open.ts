import { modals } from '@mantine/modals';
import type { ApiErrorItem } from '@quire/domain';
import { t } from '../../i18n';
import { ensureModals } from '../../lib/overlay-host';
import { hideToasts } from '../toasts';
import { confirmationChecks } from './gates';

/** The busy modal stays at least this long, even when the work is faster (spec 3 §9). */
export const BUSY_MIN_MS = 1000;

export interface ConfirmationOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * Asks for confirmation; resolves true on confirm, false on cancel (Cancel, the close button,
 * Escape). A cancel turns toasts off for 5 seconds. 'Upload This File' and 'Initiate ISBN
 * Transfer' gate the confirm button behind their checkboxes.
 */
export async function openConfirmation(options: ConfirmationOptions): Promise<boolean> {
  const title = options.title ?? t('modal.confirmation');
  const confirmLabel = options.confirmLabel ?? t('modal.confirm');
  const gateBy = confirmationChecks(title).length ? title : confirmLabel;
  const checks = confirmationChecks(gateBy).map((key) => t(key));
  const warning = gateBy === t('modal.isbn.confirm') ? t('modal.isbn.message') : undefined;
  await ensureModals();
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      if (!ok) hideToasts();
      resolve(ok);
    };
    modals.openContextModal({
      modal: 'confirmation',
      title,
      onClose: () => finish(false),
      innerProps: {
        message: options.message,
        warning,
        confirmLabel,
        cancelLabel: options.cancelLabel ?? t('modal.cancel'),
        checks,
        onConfirm: () => finish(true),
      },
    });
  });
}

/** The 'Upload This File' confirmation. */
export function confirmUpload(message = t('modal.upload.message')): Promise<boolean> {
  return openConfirmation({
    title: t('modal.upload.title'),
    message,
    confirmLabel: t('modal.upload.confirm'),
  });
}

/** The 'Initiate ISBN Transfer' confirmation; it states that the transfer cannot be undone. */
export function confirmIsbnTransfer(message: string): Promise<boolean> {
  return openConfirmation({ title: t('modal.isbn.title'), message, confirmLabel: t('modal.isbn.confirm') });
}

export async function openInformation(messages: string[], title = t('modal.information')): Promise<void> {
  await ensureModals();
  return new Promise((resolve) => {
    modals.openContextModal({
      modal: 'information',
      title,
      onClose: () => resolve(),
      innerProps: { messages },
    });
  });
}

export async function openNotification(message: string, title = t('modal.notification')): Promise<string> {
  await ensureModals();
  return modals.openContextModal({ modal: 'notification', title, innerProps: { message } });
}

/** Closes a modal opened here by its id (a notification that outlives its page). */
export function closeModal(id: string): void {
  modals.close(id);
}

/** The generic "Oops!" dialog listing each unique code. */
export async function openErrorDialog(items: ApiErrorItem[]): Promise<string> {
  await ensureModals();
  return modals.openContextModal({ modal: 'error', title: t('modal.error.title'), innerProps: { items } });
}

export async function openCopyToClipboard(
  content: string,
  options: { title?: string; label?: string } = {},
): Promise<string> {
  await ensureModals();
  return modals.openContextModal({
    modal: 'copy',
    title: options.title ?? t('modal.copy.title'),
    innerProps: { content, label: options.label },
  });
}

/** Delete confirmation; resolves true when the user chooses Delete. */
export async function openDeleteConfirmation(item: string): Promise<boolean> {
  await ensureModals();
  return new Promise((resolve) => {
    let done = false;
    modals.openContextModal({
      modal: 'deleteConfirmation',
      title: t('modal.delete.title', { item }),
      onClose: () => {
        if (!done) resolve(false);
        done = true;
      },
      innerProps: {
        item,
        onConfirm: () => {
          done = true;
          resolve(true);
        },
      },
    });
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs work behind the busy modal, which stays at least 1 second (spec 3 §9). */
export async function withBusy<T>(work: () => Promise<T>, message = t('modal.busyMessage')): Promise<T> {
  const started = Date.now();
  await ensureModals();
  const id = modals.openContextModal({
    modal: 'busy',
    title: t('modal.busy'),
    withCloseButton: false,
    closeOnEscape: false,
    closeOnClickOutside: false,
    innerProps: { message },
  });
  try {
    return await work();
  } finally {
    const remaining = BUSY_MIN_MS - (Date.now() - started);
    if (remaining > 0) await sleep(remaining);
    modals.close(id);
  }
}
