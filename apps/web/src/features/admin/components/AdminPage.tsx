import { Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateTime, isAdmin } from '@quire/domain';
import { NavLink } from 'react-router';
import { PageBody, type PageFrameProps, SignedInPage } from '../../../components/SignedInPage';
import { locale } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { adminText } from '../messages';
import '../../../components/section-nav.css';
import '../admin.css';
import '../styles';

/** The frame of every admin page: administrators only (the server refuses everyone else too). */
export function AdminPage({ title, intro, children }: PageFrameProps) {
  return (
    <SignedInPage title={title}>
      {(user) =>
        isAdmin(user.permissions) ? (
          <div className="section-layout">
            <nav className="section-nav" aria-label={adminText('admin.nav.label')}>
              <ul>
                <li>
                  <NavLink to="/admin/users">{adminText('admin.nav.users')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/vendors">{adminText('admin.nav.vendors')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/promotions" end>
                    {adminText('admin.nav.promotions')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/promotions/requests">
                    {adminText('admin.nav.promotionRequests')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/promotions/publishers">{adminText('admin.nav.publishers')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/promotions/trade">{adminText('admin.nav.tradePromotions')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/coupons/mismatch">{adminText('admin.nav.couponMismatches')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/retailer-keys">{adminText('admin.nav.retailerKeys')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/analytics">{adminText('admin.nav.analytics')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/broadcast-messages">{adminText('admin.nav.broadcastMessages')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/static-pages">{adminText('admin.nav.staticPages')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/site-modules">{adminText('admin.nav.siteModules')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/ad-banners">{adminText('admin.nav.adBanners')}</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/audit-log">{adminText('admin.nav.audit')}</NavLink>
                </li>
              </ul>
            </nav>
            <PageBody title={title} intro={intro} className="admin-main">
              {children}
            </PageBody>
          </div>
        ) : (
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            <Text role="alert">{adminText('admin.forbidden')}</Text>
          </Stack>
        )
      }
    </SignedInPage>
  );
}

/** Whether the signed-in user is an administrator (admin queries wait for it: no 403 to show). */
export function useIsAdmin(): boolean {
  const { data: user } = useSession();
  return isAdmin(user?.permissions);
}

/** A moment in the back office: the display format in New York time with its zone, as the audit log shows it. */
export const when = (iso: string) => formatDisplayDateTime(iso, locale);
