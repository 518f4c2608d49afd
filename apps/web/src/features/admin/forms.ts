import {
  analyticsPagesRules,
  authorPagesRules,
  businessStatusReasonRules,
  DEFAULT_ACCOUNT_PERMISSIONS,
  deactivateReasonRules,
  reactivateReasonRules,
} from '@quire/domain/accounts/admin';
import { custom, maxLength, required } from '@quire/domain/forms/rules';
import type { AccountPermissionsView } from './api/admin';
import { adminText } from './messages';

/**
 * The admin dialogs on the domain's form engine: the same rules and words as the server's
 * schemas (packages/domain/src/accounts/admin.ts).
 */
export function permissionsForm(p: AccountPermissionsView) {
  const hasAuthorPages = p.authorAccess > 0;
  const hasAnalyticsAccess = p.analyticsAccess !== '';
  const flag = (initial: boolean, label: string) => ({ label, initial });
  return {
    canRefer: flag(p.canRefer, 'referral program'),
    isCoverCorrectionAvailable: flag(p.isCoverCorrectionAvailable, 'cover correction'),
    isMerchandisingAvailable: flag(p.isMerchandisingAvailable, 'merchandising'),
    isPreOrderEnabled: flag(p.isPreOrderEnabled, 'print pre-order'),
    hasAuthorPages: flag(hasAuthorPages, 'author pages'),
    // A switched-off feature's field is disabled (spec 3 §4: a disabled field skips validation).
    authorAccess: {
      label: 'author pages',
      initial: String(hasAuthorPages ? p.authorAccess : DEFAULT_ACCOUNT_PERMISSIONS.authorAccess),
      rules: authorPagesRules(),
      disabled: !hasAuthorPages,
    },
    hasFreeIsbnAccess: { label: 'free ISBN access', initial: String(p.hasFreeIsbnAccess) },
    hasAnalyticsAccess: flag(hasAnalyticsAccess, 'analytics dashboard'),
    analyticsAccess: {
      label: 'analytics pages',
      initial: hasAnalyticsAccess ? p.analyticsAccess : DEFAULT_ACCOUNT_PERMISSIONS.analyticsAccess,
      rules: analyticsPagesRules(),
      disabled: !hasAnalyticsAccess,
      // Spec 3 §5: upper-cased as typed.
      normalize: (v: string) => v.toUpperCase(),
    },
    customEbookSampling: flag(p.customEbookSampling, 'custom eBook sampling'),
    authorSharedAccess: flag(p.authorSharedAccess, 'author shared access'),
    expandedDistributionAccess: flag(p.expandedDistributionAccess, 'expanded distribution'),
  };
}

export function businessStatusForm() {
  return { reason: { label: 'reason', initial: '', rules: businessStatusReasonRules() } };
}

export function deactivateForm() {
  return { reason: { label: 'reason', initial: '', rules: deactivateReasonRules() } };
}

export function reactivateForm() {
  return { reason: { label: 'reason', initial: '', rules: reactivateReasonRules() } };
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailForm() {
  return {
    emailAddress: {
      label: 'email address',
      initial: '',
      rules: [
        required(adminText('email.required')),
        maxLength(254),
        custom('email', (value) =>
          EMAIL_SHAPE.test(String(value).trim()) ? null : 'Invalid e-mail address.',
        ),
      ],
    },
    swap: { label: 'swap', initial: false },
  };
}
