import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type AppError, AppErrorBase } from '@quire/domain';
import { formatDisplayDateTime } from '@quire/domain/format/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { openConfirmation } from '../../../components/modals/open';
import NotFoundPage from '../../../components/NotFoundPage';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { locale } from '../../../i18n';
import {
  advanceOrder,
  type OrderDetails as Details,
  type Order,
  orderDetailsQuery,
  orderKeys,
} from '../api/orders';
import { ordersText } from '../messages';
import { CancelOrderDialog } from './CancelOrderDialog';
import {
  OrderCancellation,
  OrderItems,
  OrderPayment,
  OrderShipping,
  OrderTimeline,
  OrderTotals,
  Section,
  statusLabel,
} from './OrderFacts';
import '../orders.css';

const when = (iso: string) => formatDisplayDateTime(iso, locale);
/** A 404 is the not-found page; other failures go to the central handling. */
const notFound = (e: AppError) => e.status === 404;

export interface OrderDetailsViewProps {
  orderNumber: string;
  /** Administrators: the order's account; they may cancel at any step and move a sandbox order on. */
  customerId?: string;
  admin?: boolean;
  backHref: string;
}

/** One order: its progress, what may be done with it, its items, totals, shipping and payment. */
export function OrderDetailsView({
  orderNumber,
  customerId,
  admin = false,
  backHref,
}: OrderDetailsViewProps) {
  const query = useQuery(orderDetailsQuery(orderNumber, customerId, notFound));
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [advancing, setAdvancing] = useState(false);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (query.isPending) return <Loading label={ordersText('details.loading')} />;
  if (query.isError) {
    if (query.error instanceof AppErrorBase && notFound(query.error)) return <NotFoundPage />;
    return <LoadError message={ordersText('details.loadError')} onRetry={() => void query.refetch()} />;
  }
  const { order, sandboxPrinter } = query.data;
  const mayCancel = order.status !== 'CANCELLED' && (admin || order.cancellableUntil !== null);
  const mayAdvance =
    admin &&
    sandboxPrinter &&
    (order.status === 'PLACED' || order.status === 'IN_PRODUCTION' || order.status === 'SHIPPED');

  function show(next: Order) {
    client.setQueryData<Details>(orderKeys.details(orderNumber, customerId), (d) =>
      d ? { ...d, order: next } : d,
    );
    void client.invalidateQueries({ queryKey: orderKeys.all });
  }

  async function advance() {
    const ok = await openConfirmation({
      title: ordersText('advance.title'),
      message: ordersText('advance.message', { orderNumber, status: statusLabel(order.status) }),
      confirmLabel: ordersText('advance.confirm'),
    });
    if (!ok) return;
    setAdvancing(true);
    try {
      const next = await advanceOrder(orderNumber);
      show(next);
      showToast({
        message: ordersText('advance.done', { orderNumber, status: statusLabel(next.status) }),
        tone: 'success',
      });
    } catch {
      // Said by the API client.
    } finally {
      setAdvancing(false);
    }
  }

  return (
    <Stack gap="lg" className="order-details">
      <Anchor component={Link} to={backHref}>
        {admin ? ordersText('details.adminBack') : ordersText('details.back')}
      </Anchor>
      <section aria-labelledby="order-status">
        <h2 id="order-status" ref={statusRef} tabIndex={-1} className="order-status-heading">
          {ordersText('details.statusNow', { status: statusLabel(order.status) })}
        </h2>
        <OrderTimeline order={order} />
        {mayCancel || mayAdvance ? (
          <Stack gap="xs" mt="sm">
            {order.cancellableUntil && order.status !== 'CANCELLED' ? (
              <Text>{ordersText('cancel.until', { date: when(order.cancellableUntil) })}</Text>
            ) : null}
            {admin && mayCancel ? <Text size="sm">{ordersText('cancel.adminNote')}</Text> : null}
            <Group gap="sm">
              {mayCancel ? (
                <Button ref={cancelRef} color="red.9" variant="outline" onClick={() => setCancelling(true)}>
                  {ordersText('cancel.button')}
                </Button>
              ) : null}
              {mayAdvance ? (
                <Button variant="default" loading={advancing} onClick={() => void advance()}>
                  {ordersText('advance.button')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </section>
      <OrderCancellation order={order} />
      <Section title={ordersText('details.items')}>
        <OrderItems order={order} />
      </Section>
      <OrderTotals order={order} />
      <OrderShipping order={order} />
      <OrderPayment order={order} />
      {cancelling ? (
        <CancelOrderDialog
          order={order}
          {...(admin && customerId ? { customerId } : {})}
          onDone={(cancelled) => {
            setCancelling(false);
            // Focus goes back to the button that opened the dialog.
            if (!cancelled) return void setTimeout(() => cancelRef.current?.focus(), 0);
            show(cancelled);
            showToast({ message: ordersText('cancel.done', { orderNumber }), tone: 'success' });
            // The button that opened the dialog is gone: focus goes to the order's new status.
            setTimeout(() => statusRef.current?.focus(), 0);
          }}
        />
      ) : null}
    </Stack>
  );
}
