import { VendorForm } from '../components/VendorForm';

/**
 * /account/vendor's content: the signed-in account's publisher, tax and bank information outside
 * the wizard. The route (src/app/vendor-route.tsx) frames it as an account page, with the account
 * navigation, the heading and the sign-in check.
 */
export default function VendorPage() {
  return <VendorForm />;
}
