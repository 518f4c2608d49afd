import { useParams } from 'react-router';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { OrderDetailsView } from '../components/OrderDetails';
import { ordersText } from '../messages';

/** /order-history/:orderNumber: one of the author's orders; cancel while production has not started. */
export default function OrderDetailsPage() {
  const { orderNumber = '' } = useParams();
  const title = ordersText('details.title', { orderNumber });
  return (
    <SignedInPage title={title}>
      {() => (
        <PageBody title={title}>
          <OrderDetailsView key={orderNumber} orderNumber={orderNumber} backHref="/order-history" />
        </PageBody>
      )}
    </SignedInPage>
  );
}
