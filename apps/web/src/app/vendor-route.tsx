import { AccountPage } from '../features/my-account/components/AccountPage';
import { vendorText } from '../features/vendors/messages';
import VendorPage from '../features/vendors/routes/VendorPage';

/** /account/vendor: the vendors feature inside the account pages' frame and navigation. */
export default function VendorRoute() {
  return (
    <AccountPage title={vendorText('vendor.title')} intro={vendorText('vendor.intro')}>
      <VendorPage />
    </AccountPage>
  );
}
