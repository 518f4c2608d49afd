import { Alert, Anchor, Text } from '@mantine/core';
import { hasPermission, isAdmin } from '@quire/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import type { useSession } from '../../../lib/session';
import { couponsText } from '../messages';

type SignedInUser = NonNullable<ReturnType<typeof useSession>['data']>;

/**
 * The coupon pages are for accounts with eBook coupons (EBOOK_COUPONS). Administrators, who do not
 * create coupons (spec 2 §6), are pointed to the back office; everyone else is told plainly.
 */
export function CouponAccess({
  title,
  children,
}: {
  title: string;
  children: (user: SignedInUser) => ReactNode;
}) {
  return (
    <SignedInPage title={title}>
      {(user) =>
        isAdmin(user.permissions) ? (
          <PageBody title={title}>
            <Alert color="blue.9" variant="light">
              <Text>{couponsText('access.admin')}</Text>
              <Anchor component={Link} to="/admin/users">
                {couponsText('access.adminLink')}
              </Anchor>
            </Alert>
          </PageBody>
        ) : hasPermission(user.permissions, 'EBOOK_COUPONS') ? (
          children(user)
        ) : (
          <PageBody title={title}>
            <Alert color="yellow">{couponsText('access.notAvailable')}</Alert>
          </PageBody>
        )
      }
    </SignedInPage>
  );
}
