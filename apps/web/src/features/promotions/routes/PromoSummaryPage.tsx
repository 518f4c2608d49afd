import { Anchor, Group, Text } from '@mantine/core';
import { hasPermission, isAdmin } from '@quire/domain';
import { Link } from 'react-router';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { PromotionNews } from '../components/news/PromotionNews';
import { requestsText } from '../components/requests/messages';
import { PromoRequestList } from '../components/requests/PromoRequestList';

/**
 * /projects/coupon/bn-promo-summary: the publisher's merchandising requests (spec 2 §2.3), for
 * accounts with the merchandising feature (and administrators). The nomination page comes here
 * after a submit, its toast already shown. Above the list, the publisher's promotion news.
 */
export default function PromoSummaryPage() {
  const title = requestsText('summary.title');
  return (
    <SignedInPage title={title}>
      {(user) =>
        hasPermission(user.permissions, 'MERCHANDISING') || isAdmin(user.permissions) ? (
          <PageBody title={title} intro={requestsText('summary.intro')}>
            <Group>
              <Anchor component={Link} to="/projects/coupon/bn-promo">
                {requestsText('summary.nominate')}
              </Anchor>
              {/* Publisher mode links to the coupon summary too (spec 2 §2.1). */}
              {hasPermission(user.permissions, 'EBOOK_COUPONS') && !isAdmin(user.permissions) ? (
                <Anchor component={Link} to="/projects/coupon/coupon-summary">
                  {requestsText('summary.coupons')}
                </Anchor>
              ) : null}
            </Group>
            <PromotionNews />
            <PromoRequestList mode="publisher" />
          </PageBody>
        ) : (
          <PageBody title={title}>
            <Text role="alert">{requestsText('summary.forbidden')}</Text>
          </PageBody>
        )
      }
    </SignedInPage>
  );
}
