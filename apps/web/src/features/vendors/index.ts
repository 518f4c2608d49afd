export { PaymentForm, VENDOR_CREATED_EVENT } from './components/PaymentForm';
export { PublisherForm } from './components/PublisherForm';
export { VendorBanners, VendorForm } from './components/VendorForm';
export { W9Dialog } from './components/W9Dialog';
export { VENDOR_STEPS, VendorPublisherScreen, VendorRegistrationScreen, VendorTaxBankScreen } from './steps';
