import { Anchor, Group } from '@mantine/core';
import { hasPermission } from '@quire/domain';
import { Link } from 'react-router';
import { PageBody } from '../../../components/SignedInPage';
import { CouponAccess } from '../components/CouponAccess';
import { CouponList } from '../components/CouponList';
import { couponsText } from '../messages';

/**
 * /projects/coupon/coupon-summary (spec 2 §2.1 COUPON_SUMMARY): the author's coupons by status,
 * with links to create one and, for accounts with merchandising, to the promo summary.
 */
export default function CouponSummaryPage() {
  const title = couponsText('summary.title');
  return (
    <CouponAccess title={title}>
      {(user) => (
        <PageBody title={title} intro={couponsText('summary.intro')}>
          <Group gap="lg">
            <Anchor component={Link} to="/projects/coupon">
              {couponsText('summary.create')}
            </Anchor>
            {hasPermission(user.permissions, 'MERCHANDISING') ? (
              <Anchor component={Link} to="/projects/coupon/bn-promo-summary">
                {couponsText('summary.promos')}
              </Anchor>
            ) : null}
          </Group>
          <CouponList />
        </PageBody>
      )}
    </CouponAccess>
  );
}
