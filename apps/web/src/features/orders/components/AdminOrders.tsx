import { OrderDetailsView } from './OrderDetails';
import { OrderList } from './OrderList';
import '../orders.css';

const userPath = (customerId: string) => `/admin/users/${encodeURIComponent(customerId)}`;

/** The admin user page's Orders tab: that account's orders, the list state beside the page's `tab`. */
export function AdminOrdersTab({ customerId }: { customerId: string }) {
  return (
    <OrderList
      customerId={customerId}
      detailsHref={(o) => `${userPath(customerId)}/orders/${encodeURIComponent(o.orderNumber)}`}
    />
  );
}

/** An account's order for administrators: cancel at any step but Cancelled, the sandbox printer's next step. */
export function AdminOrderDetails({ customerId, orderNumber }: { customerId: string; orderNumber: string }) {
  return (
    <OrderDetailsView
      key={`${customerId}/${orderNumber}`}
      orderNumber={orderNumber}
      customerId={customerId}
      admin
      backHref={`${userPath(customerId)}?tab=orders`}
    />
  );
}
