import { ADMIN_PERMISSION, type FeatureFlag, hasPermission } from '@quire/domain';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { type MessageKey, t } from '../../i18n';
import { useSession } from '../../lib/session';
import type { NavTarget } from '../../lib/site-pages';

const SIGNED_IN: ReadonlyArray<{
  to: string;
  label: MessageKey;
  /** Shown to users holding this permission, or any of these. */
  permission?: FeatureFlag | typeof ADMIN_PERMISSION | ReadonlyArray<FeatureFlag | typeof ADMIN_PERMISSION>;
}> = [
  { to: '/', label: 'nav.projects' },
  { to: '/build-a-book', label: 'nav.createBook' },
  { to: '/book-cover-template-generator', label: 'nav.coverTemplate', permission: 'BOOK_COVER_TEMPLATE' },
  { to: '/order-history', label: 'nav.orderHistory' },
  { to: '/projects/coupon/bn-promo-summary', label: 'nav.promotions', permission: 'MERCHANDISING' },
  { to: '/projects/coupon/coupon-summary', label: 'nav.coupons', permission: 'EBOOK_COUPONS' },
  // The sales dashboards (administrators are taken to the back office's).
  { to: '/analytics', label: 'nav.analytics', permission: ['SALES_REPORTS', ADMIN_PERMISSION] },
  { to: '/account/profile', label: 'nav.account' },
  // Administrators only (spec 3 §6).
  { to: '/admin/users', label: 'nav.admin', permission: ADMIN_PERMISSION },
];

const SIGNED_OUT: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/how-it-works', label: 'nav.howItWorks' },
  { to: '/reach-millions-of-readers', label: 'nav.reachReaders' },
  { to: '/make-more-money', label: 'nav.makeMoreMoney' },
  { to: '/print-on-demand', label: 'nav.printOnDemand' },
  { to: '/create-account', label: 'nav.createAccount' },
];

export interface LeftNavProps {
  id: string;
  open: boolean;
  target?: NavTarget;
  /** What the page shows under the links (the projects pages' site modules). */
  children?: ReactNode;
}

/**
 * Left navigation. `data-nav-target` names the page target (spec 3 §2) that left-navigation
 * site modules are aimed at; in mobile mode it is shown only while the menu is open.
 */
export function LeftNav({ id, open, target, children }: LeftNavProps) {
  const { data: user } = useSession();
  const links = user
    ? SIGNED_IN.filter(
        (l) =>
          !l.permission ||
          (typeof l.permission === 'string' ? [l.permission] : l.permission).some((p) =>
            hasPermission(user.permissions, p),
          ),
      )
    : SIGNED_OUT;
  return (
    <nav id={id} className="app-nav" aria-label={t('nav.label')} data-open={open} data-nav-target={target}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
