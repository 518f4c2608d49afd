import { type MessageKey, t } from '../../i18n';

/**
 * Checkboxes that gate the confirm button, by dialog text (spec 1 §2, spec 3 §2): 'Upload This
 * File' needs both upload checkboxes ticked, 'Initiate ISBN Transfer' needs the transfer checkbox.
 */
export function confirmationChecks(text: string): MessageKey[] {
  if (text === t('modal.upload.confirm')) return ['modal.upload.rights', 'modal.upload.reviewed'];
  if (text === t('modal.isbn.confirm')) return ['modal.isbn.check'];
  return [];
}
