import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { OrderList } from '../components/OrderList';
import { ordersText } from '../messages';
import '../orders.css';

/** /order-history: the signed-in author's orders, page, sort and filters in the address (spec 1 §2). */
export default function OrderHistoryPage() {
  return (
    <SignedInPage title={ordersText('history.title')}>
      {() => (
        <PageBody title={ordersText('history.title')} intro={ordersText('history.intro')}>
          <OrderList detailsHref={(o) => `/order-history/${encodeURIComponent(o.orderNumber)}`} />
        </PageBody>
      )}
    </SignedInPage>
  );
}
