import '@mantine/core/styles/Tabs.css';
import { Tabs, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useNavigate } from 'react-router';
import { couponsText } from '../messages';

/** Where the merchandising promotions are nominated (spec 2 §2.1). */
export const NOMINATION_PATH = '/projects/coupon/bn-promo';

/**
 * Step 1, Select Promotion Type (spec 2 §2.1), on the coupon page: Create Coupons is chosen and
 * holds the form; Monthly and Standard Promotions go to the nomination page (for accounts with
 * merchandising). A tab is chosen with Enter or Space, so moving along them leaves nothing.
 */
export function CouponTypeTabs({
  withPromotions,
  children,
}: {
  withPromotions: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {couponsText('step.type')}
      </Title>
      <Tabs
        value="coupons"
        onChange={(v) => v && v !== 'coupons' && navigate(NOMINATION_PATH)}
        keepMounted={false}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={couponsText('tabs.label')}>
          <Tabs.Tab value="coupons">{couponsText('tab.coupons')}</Tabs.Tab>
          {withPromotions ? (
            <>
              <Tabs.Tab value="monthly">{couponsText('tab.monthly')}</Tabs.Tab>
              <Tabs.Tab value="standard">{couponsText('tab.standard')}</Tabs.Tab>
            </>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="coupons" pt="md">
          {children}
        </Tabs.Panel>
        {withPromotions ? (
          <>
            <Tabs.Panel value="monthly">{null}</Tabs.Panel>
            <Tabs.Panel value="standard">{null}</Tabs.Panel>
          </>
        ) : null}
      </Tabs>
    </section>
  );
}
