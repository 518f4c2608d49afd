import {
  appError,
  fieldError,
  isAdmin,
  type LoggedInUser,
  ORDER_COPIES_RULE,
  type Order,
  type OrderGroup,
  type OrderHistoryQuery,
  type OrderStatus,
  orderCancelReasons,
  ownerOf,
  type PaymentState,
  toNewYorkDate,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { AccountsVendor } from '../accounts';
import type { AuditService } from '../audit';
import type { MailService, MailTemplates } from '../mail';
import type { PaymentGateway } from '../payments';
import { createOrderActions } from './orders.cancel';
import type { OrderHistoryRepository } from './orders.history.repository';
import type { OrderLifecycle } from './orders.lifecycle';
import type { OrderItemRow, OrderRow } from './orders.tables';
import { cancellableUntil, toOrder } from './orders.view';

export const DATE_MESSAGE = 'Please enter a real date as YYYY-MM-DD.';
export const DATE_ORDER_MESSAGE = 'The end date must not be before the start date.';

export interface OrderHistoryDeps {
  uow: UnitOfWork<OrderHistoryRepository>;
  lifecycle: Pick<OrderLifecycle, 'advance'>;
  gateway: Pick<PaymentGateway, 'flag' | 'void' | 'refund'>;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'orderCancelled'>;
  accounts: Pick<AccountsVendor, 'byCustomerId' | 'emailsOf'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  now: () => Date;
}

/** The instant a New York day (yyyy-MM-dd) begins; a day that does not exist is a 400 on `field`. */
function dayStart(day: string, field: string): Date {
  const d = toNewYorkDate(day);
  if (!d || Number.isNaN(d.getTime())) throw fieldError(field, DATE_MESSAGE);
  return new Date(d.getTime());
}

/** The day after a yyyy-MM-dd day. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Whose orders the caller sees: an administrator every account's (or the one `customerId` names);
 * anyone else their account's only (a contributor with Order copy: the author's), whatever
 * `customerId` says.
 */
export function scopeOf(user: LoggedInUser, customerId: string | undefined): string | undefined {
  if (isAdmin(user.permissions)) return customerId?.trim() || undefined;
  assertContributorMay(user, ORDER_COPIES_RULE);
  return ownerOf(user);
}

/**
 * The order history (spec 3 §3 "Order history"), the same paths for authors and administrators:
 * the list with its filters and paging, one order's details, the reasons to cancel, and (in
 * orders.cancel.ts) cancelling and an administrator's moving an order on.
 */
export function createOrderHistoryService(deps: OrderHistoryDeps) {
  const { uow, gateway, accounts, now } = deps;

  /** An order the caller may see, or 404 (another account's, for an author, is not there). */
  async function find(user: LoggedInUser, orderNumber: string, customerId?: string): Promise<OrderRow> {
    const row = await uow.repos.byNumber(orderNumber.trim(), scopeOf(user, customerId));
    if (!row) throw appError('NOT_FOUND');
    return row;
  }

  async function view(row: OrderRow): Promise<Order> {
    return toOrder(row, await uow.repos.itemsOf([row.id]), now());
  }

  return {
    /** GET /api/admin/orderhistory */
    async list(
      user: LoggedInUser,
      q: OrderHistoryQuery,
    ): Promise<{ totalCount: number; orderGroups: OrderGroup[] }> {
      const admin = isAdmin(user.permissions);
      const customerId = scopeOf(user, q.customerId);
      const from = q.dateStart ? dayStart(q.dateStart, 'dateStart') : undefined;
      const to = q.dateEnd ? dayStart(nextDay(q.dateEnd), 'dateEnd') : undefined;
      if (q.dateEnd) dayStart(q.dateEnd, 'dateEnd');
      if (from && to && from.getTime() >= to.getTime()) throw fieldError('dateEnd', DATE_ORDER_MESSAGE);
      const { rows, totalCount } = await uow.repos.page({
        customerId,
        from,
        to,
        type: q.type,
        status: q.status,
        q: q.q || undefined,
        sort: q.sortOption,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const items = await uow.repos.itemsOf(rows.map((r) => r.id));
      const byOrder = new Map<string, OrderItemRow[]>();
      for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
      const at = now();
      const emails = admin
        ? await accounts.emailsOf(rows.map((r) => r.customerId))
        : new Map<string, string>();
      return {
        totalCount,
        orderGroups: rows.map((r) => ({
          orderNumber: r.orderNumber,
          orderDate: r.placedAt.toISOString(),
          status: r.status as OrderStatus,
          customerId: r.customerId,
          email: admin ? (emails.get(r.customerId) ?? null) : null,
          items: (byOrder.get(r.id) ?? []).map((i) => ({
            projectId: i.projectId,
            title: i.title,
            itemType: i.itemType as OrderGroup['items'][number]['itemType'],
            quantity: i.quantity,
          })),
          orderTotal: r.orderTotal,
          paymentState: r.paymentState as PaymentState,
          cancellableUntil: cancellableUntil(r, at),
          trackingNumber: r.trackingNumber ?? null,
        })),
      };
    },

    /** GET /api/admin/orderhistory/details/:id */
    async details(
      user: LoggedInUser,
      orderNumber: string,
      customerId?: string,
    ): Promise<{ order: Order; sandboxPrinter: boolean }> {
      const row = await find(user, orderNumber, customerId);
      return { order: await view(row), sandboxPrinter: gateway.flag === 'WORLDPAY_TEST' };
    },

    /** GET …/order-cancel-reasons: an author's reasons, or every reason for an administrator. */
    reasons(user: LoggedInUser) {
      return { reasons: orderCancelReasons(isAdmin(user.permissions)) };
    },

    ...createOrderActions(deps, { find, view }),
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
