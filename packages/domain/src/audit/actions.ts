/**
 * Every action the audit log records (an administrator's or a vendor reviewer's), with its label
 * in words: the server records only these codes (the audit service's entry takes an `AuditAction`),
 * and the audit log's action filter and column show the labels.
 */
export const AUDIT_ACTION_LABELS = {
  'user.change-business-status': 'Business status changed',
  'user.change-role': 'Role changed',
  'user.set-account-permissions': 'Account permissions changed',
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.reset-two-step': 'Two-step verification reset',
  'user.account-reset-lockout': 'Sign-in lockout reset',
  'user.override-reset-lockout': 'Sign-in lockout lifted (failures kept)',
  'user.update-email': 'E-mail address changed',
  'user.swap-email': 'E-mail addresses swapped',
  'user.enable-free-correction': 'Free correction given',
  'user.generate-password-reset-token': 'Password reset link made',
  'project.repushFiles': 'Files checked again',
  'project.repushBookFiles': 'Book files checked again',
  'project.syncWithPM': 'Files and retail feed sent again',
  'project.ultra-premium-convert': 'Book converted to Ultra Premium print',
  'vendor.review': 'Vendor account reviewed',
  'vendor.paper-form-request': 'Paper tax form requested',
  'vendor.tax-form-upload': 'Tax form uploaded',
  'vendor.tax-form-enable': 'Tax form put on file',
  'vendor.data-key-reseal': 'Vendor data re-encrypted with the current key',
  'order.cancel': 'Order cancelled',
  'order.advance': 'Order moved to its next step',
  'promotion.create': 'Promotion created',
  'promotion.update': 'Promotion changed',
  'promotion.delete': 'Promotion deleted',
  'promotion.review': 'Promotion requests reviewed',
  'promotion.undo': 'Promotion review undone',
  'promotion.request-submit': 'Promotion request entered or changed for a publisher',
  'promotion.request-delete': 'Promotion request deleted',
  'promotion.sheet-upload': 'Promotion requests uploaded for a publisher',
  'promotion.publisher-update': 'Promotion publisher added or changed',
  'promotion.publisher-delete': 'Promotion publisher deleted',
  'promotion.trade-add': 'Trade promotion requests entered',
  'promotion.export': 'Promotion report exported',
  'retailer-key.issue': 'Retailer API key issued',
  'retailer-key.revoke': 'Retailer API key revoked',
  'content.page.save': 'Site page saved',
  'content.page.restore': 'Site page version restored',
  'content.module.save': 'Site module saved',
  'content.module.delete': 'Site module deleted',
  'content.banner.save': 'Ad banner saved',
  'content.banner.delete': 'Ad banner deleted',
  'content.image.upload': 'Site image uploaded',
  'content.message.create': 'Site message created',
  'content.message.update': 'Site message changed',
  'content.message.delete': 'Site message deleted',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The actions in the order the filter lists them. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, code);
}

/** An action in words; a code Quire no longer records is shown as it is. */
export function auditActionLabel(code: string): string {
  return isAuditAction(code) ? AUDIT_ACTION_LABELS[code] : code;
}
