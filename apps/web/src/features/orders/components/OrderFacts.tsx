import { Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@quire/domain/format/dates';
import { DataTable } from '../../../components/DataTable';
import { locale } from '../../../i18n';
import { formatDate, formatMoney } from '../../../lib/format';
import type { Order } from '../api/orders';
import { type OrdersMessageKey, ordersText } from '../messages';
import { itemTypeLabel, paymentLabel, statusLabel } from './labels';

/** The facts of one order as sections: progress, items, totals, shipping, payment, cancellation. */

const when = (iso: string) => formatDisplayDateTime(iso, locale);
type Item = Order['items'][number];

const TOTALS = [
  'cartItemTotal',
  'discountTotal',
  'cartItemTotalMinusDiscount',
  'shipping',
  'handlingCharge',
  'orderTaxTotal',
  'orderTotal',
  'orderTotalMinusTax',
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

const LIFECYCLE = ['PLACED', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const;

/** The steps of the order so far and to come, each said in words (not by colour). */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = LIFECYCLE.indexOf(order.status as (typeof LIFECYCLE)[number]);
  const cancelled = order.cancellation;
  const started =
    reached >= 1 ||
    Boolean(order.shippingDate) ||
    (cancelled !== null && cancelled.cancelledAt >= order.productionStartsAt);
  const steps: { key: string; text: string; extra?: string; done: boolean }[] = [
    { key: 'placed', text: ordersText('timeline.placed', { date: when(order.orderDate) }), done: true },
  ];
  if (!cancelled || started) {
    steps.push({
      key: 'production',
      text: ordersText(started ? 'timeline.productionStarted' : 'timeline.productionStarts', {
        date: when(order.productionStartsAt),
      }),
      done: started,
    });
  }
  if (!cancelled || order.shippingDate) {
    steps.push({
      key: 'shipped',
      text: order.shippingDate
        ? ordersText('timeline.shipped', { date: when(order.shippingDate) })
        : ordersText('timeline.notShipped'),
      ...(order.tracking ? { extra: ordersText('timeline.tracking', order.tracking) } : {}),
      done: Boolean(order.shippingDate),
    });
  }
  if (!cancelled || order.deliveredAt) {
    steps.push({
      key: 'delivered',
      text: order.deliveredAt
        ? ordersText('timeline.delivered', { date: when(order.deliveredAt) })
        : ordersText('timeline.notDelivered'),
      done: Boolean(order.deliveredAt),
    });
  }
  if (cancelled) {
    steps.push({
      key: 'cancelled',
      text: ordersText('timeline.cancelled', { date: when(cancelled.cancelledAt) }),
      done: true,
    });
  }
  const current = steps.filter((s) => s.done).at(-1)?.key;
  return (
    <ol className="order-timeline" aria-label={ordersText('timeline.label')}>
      {steps.map((s) => (
        <li key={s.key} data-done={s.done} aria-current={s.key === current ? 'step' : undefined}>
          <Text fw={s.key === current ? 700 : 400} c={s.done ? undefined : 'dimmed'}>
            {s.text}
            <span className="visually-hidden">
              {` (${ordersText(s.done ? 'timeline.done' : 'timeline.pending')})`}
            </span>
          </Text>
          {s.extra ? <Text size="sm">{s.extra}</Text> : null}
        </li>
      ))}
    </ol>
  );
}

export function OrderItems({ order }: { order: Order }) {
  return (
    <DataTable<Item>
      caption={ordersText('details.items')}
      hideCaption
      rows={order.items}
      rowKey={(i) => `${i.projectId}-${i.itemType}`}
      columns={[
        { key: 'title', header: ordersText('details.col.title'), cell: (i) => i.title, rowHeader: true },
        {
          key: 'type',
          header: ordersText('details.col.type'),
          cell: (i) => (
            <>
              {itemTypeLabel(i.itemType)}
              {i.notForResale ? (
                <Text size="sm" fw={600}>
                  {ordersText('details.notForResale')}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'quantity', header: ordersText('details.col.quantity'), cell: (i) => i.quantity },
        { key: 'unit', header: ordersText('details.col.unitPrice'), cell: (i) => formatMoney(i.unitPrice) },
        { key: 'line', header: ordersText('details.col.lineTotal'), cell: (i) => formatMoney(i.lineTotal) },
      ]}
    />
  );
}

/** Every totals entry of the order, the tax with its label. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <Section title={ordersText('details.totals')}>
      <dl className="order-facts order-totals">
        {TOTALS.map((key) => (
          <div key={key} data-total={key}>
            <dt>
              {key === 'orderTaxTotal' && order.tax
                ? ordersText('totals.orderTaxTotalWith', { label: order.tax.label })
                : ordersText(`totals.${key}` as OrdersMessageKey)}
            </dt>
            <dd>{formatMoney(order.totals[key])}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function OrderShipping({ order }: { order: Order }) {
  const a = order.shippingInformation.shippingAddress;
  const m = order.shippingInformation.shippingMethod;
  const lines = [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company,
    a.address1,
    a.address2,
    [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country,
    a.phoneNumber,
  ].filter(Boolean);
  return (
    <Section title={ordersText('details.shipping')}>
      <dl className="order-facts">
        <div>
          <dt>{ordersText('details.shipTo')}</dt>
          <dd>
            <address>
              {lines.map((l) => (
                <span key={l} className="order-address-line">
                  {l}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>{ordersText('details.method')}</dt>
          <dd>
            {ordersText('details.methodPrice', { label: m.label, price: formatMoney(m.price) })}
            <Text size="sm">
              {ordersText('details.delivery', {
                from: formatDate(m.earliestDelivery),
                to: formatDate(m.latestDelivery),
              })}
            </Text>
          </dd>
        </div>
      </dl>
    </Section>
  );
}

export function OrderPayment({ order }: { order: Order }) {
  const p = order.paymentMethod;
  const refunded = order.payment.state === 'REFUNDED' || Number(order.payment.refunded) > 0;
  return (
    <Section title={ordersText('details.paymentTitle')}>
      <Stack gap={4}>
        <Text>{ordersText('details.card', { brand: p.cardType, lastFour: p.lastFourDigits })}</Text>
        <dl className="order-facts">
          <div>
            <dt>{ordersText('details.paymentState')}</dt>
            <dd>{paymentLabel(order.payment.state)}</dd>
          </div>
          <div>
            <dt>{ordersText('details.amount')}</dt>
            <dd>{formatMoney(order.payment.amount)}</dd>
          </div>
          {refunded ? (
            <div>
              <dt>{ordersText('details.refunded')}</dt>
              <dd>{formatMoney(order.payment.refunded)}</dd>
            </div>
          ) : null}
        </dl>
      </Stack>
    </Section>
  );
}

export function OrderCancellation({ order }: { order: Order }) {
  const c = order.cancellation;
  if (!c) return null;
  return (
    <Section title={ordersText('details.cancellation')}>
      <dl className="order-facts">
        <div>
          <dt>{ordersText('details.cancelReason')}</dt>
          <dd>{c.reason}</dd>
        </div>
        <div>
          <dt>{ordersText('details.cancelComment')}</dt>
          <dd>{c.comment || ordersText('details.none')}</dd>
        </div>
        <div>
          <dt>{ordersText('details.cancelledBy')}</dt>
          <dd>{ordersText(`cancelledBy.${c.cancelledBy}` as OrdersMessageKey)}</dd>
        </div>
        <div>
          <dt>{ordersText('details.cancelledAt')}</dt>
          <dd>
            <time dateTime={c.cancelledAt}>{when(c.cancelledAt)}</time>
          </dd>
        </div>
      </dl>
    </Section>
  );
}

export { Section, statusLabel };
