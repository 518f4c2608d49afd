import { Alert, Anchor, Group } from '@mantine/core';
import { hasPermission, COUPON_MESSAGES as M, PROMO_TOAST_MS } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageBody } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { type Coupon, couponKeys, couponQuery, couponSpecsQuery } from '../api/coupons';
import { CouponAccess } from '../components/CouponAccess';
import { COUPON_SUMMARY_PATH, CouponForm } from '../components/CouponForm';
import { CouponTypeTabs } from '../components/CouponTypeTabs';
import { couponsText } from '../messages';

/**
 * /projects/coupon (spec 2 §2.1 CREATE_COUPON): step 1's tabs with Create Coupons chosen, and the
 * coupon form; ?id= changes a coupon (a running one only its end and label; an ended one is shown
 * read-only). After a save the summary opens on the coupon's tab with a toast.
 */
export default function CreateCouponPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const title = couponsText(id ? 'create.editTitle' : 'create.title');
  return (
    <CouponAccess title={title}>
      {(user) => (
        <CreateCoupon
          key={id ?? 'new'}
          id={id}
          title={title}
          withPromotions={hasPermission(user.permissions, 'MERCHANDISING')}
        />
      )}
    </CouponAccess>
  );
}

function CreateCoupon({
  id,
  title,
  withPromotions,
}: {
  id: string | null;
  title: string;
  withPromotions: boolean;
}) {
  const specs = useQuery(couponSpecsQuery);
  const coupon = useQuery({ ...couponQuery(id ?? ''), enabled: id !== null });
  const navigate = useNavigate();
  const client = useQueryClient();

  function saved(c: Coupon) {
    // The next edit loads the coupon again rather than the values before this save.
    client.removeQueries({ queryKey: couponKeys.one(c.id) });
    void client.invalidateQueries({ queryKey: couponKeys.all });
    showToast({ message: id ? M.updated : M.created, duration: PROMO_TOAST_MS, tone: 'success' });
    navigate(c.status === 'ACTIVE' ? COUPON_SUMMARY_PATH : `${COUPON_SUMMARY_PATH}?status=${c.status}`);
  }

  const body =
    specs.isPending || (id !== null && coupon.isPending) ? (
      <Loading label={couponsText('load.loading')} />
    ) : specs.isError ? (
      <Alert color="red">{couponsText('load.specsError')}</Alert>
    ) : id !== null && (coupon.isError || !coupon.data) ? (
      <Alert color="red">{couponsText('load.couponError')}</Alert>
    ) : (
      <CouponForm specs={specs.data} coupon={id !== null ? (coupon.data ?? null) : null} onSaved={saved} />
    );

  return (
    <PageBody
      title={coupon.data?.status === 'EXPIRED' ? couponsText('create.viewTitle') : title}
      intro={couponsText('create.intro')}
    >
      <Group>
        <Anchor component={Link} to={COUPON_SUMMARY_PATH}>
          {couponsText('create.summaryLink')}
        </Anchor>
      </Group>
      <CouponTypeTabs withPromotions={withPromotions}>{body}</CouponTypeTabs>
    </PageBody>
  );
}
