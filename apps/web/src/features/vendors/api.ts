import type { AppError, PaymentInfoInput, PublisherInfoInput } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The vendor calls (spec 3 §7 "Vendor") as the browser makes them. */
export interface CountryOption {
  code: string;
  alpha2: string;
  name: string;
}

export interface VendorInfo {
  publisher: {
    vendorNumber: string | null;
    status: string;
    statusLabel: string;
    businessStatus: string;
    businessStatusLabel: string;
    hasBeenApproved: boolean;
    publisherName: string;
    publisherWebSite: string;
    usCitizen: boolean;
  };
  address: PublisherInfoInput['address'];
  payment:
    | (PaymentInfoInput & {
        isDigital1099: boolean;
        email1099: string;
        w8ExpiryLabel: string;
        exemptionRateLabel: string;
        wFileStatus: string;
        currency: string | null;
        usdNote: boolean;
      })
    | null;
  readOnly: { banner: string; code: string } | null;
  banner: string | null;
  wFileBanner: string | null;
  usTaxpayerTypes: Array<{ id: string; text: string; kind: string }>;
  nonUsTaxpayerTypes: Array<{ id: string; text: string }>;
  states: string[];
  bank_countries: CountryOption[];
  tax_countries: CountryOption[];
}

export const vendorKeys = { info: ['vendor', 'info'] as const };

export const vendorInfoQuery = queryOptions({
  queryKey: vendorKeys.info,
  queryFn: () => api.get<VendorInfo>('/api/vendor/info'),
});

/** Field errors are the form's to show: the central error dialog only sees the rest. */
const fieldErrorsHandled = (onFieldErrors: (e: AppError) => void) => (e: AppError) => {
  if (e.items.some((i) => i.field)) {
    onFieldErrors(e);
    return true;
  }
  return false;
};

export const loadStates = (country: string) =>
  api.get<string[]>(`/api/vendor/loadStates/${encodeURIComponent(country)}`);

export const savePublisherInfo = (
  body: PublisherInfoInput,
  register: boolean,
  onFieldErrors: (e: AppError) => void,
) =>
  register
    ? api.post<VendorInfo>(
        '/api/project/createPublisherAccount',
        { publisherInfo: body },
        { onError: fieldErrorsHandled(onFieldErrors) },
      )
    : api.post<VendorInfo>('/api/vendor/updatePublisherInfo', body, {
        onError: fieldErrorsHandled(onFieldErrors),
      });

export const savePaymentInfo = (body: PaymentInfoInput, onFieldErrors: (e: AppError) => void) =>
  api.post<VendorInfo>('/api/vendor/updatePaymentInfo', body, { onError: fieldErrorsHandled(onFieldErrors) });

export interface VendorQueueItem {
  customerId: string;
  email: string;
  vendorNumber: string | null;
  status: string;
  statusLabel: string;
  businessStatus: string;
  publisherName: string;
  country: string;
  usCitizen: boolean;
  hasPayment: boolean;
  wFileStatus: string;
  updatedAt: string | null;
}

export const vendorQueueQuery = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'vendors', status ?? 'waiting'],
    queryFn: () => api.get<VendorQueueItem[]>('/api/admin/vendors', { query: { status } }),
  });

export const reviewVendor = (
  vendorNumber: string,
  status: 'InReview' | 'Active' | 'Rejected',
  reason: string,
) =>
  api.post<{ vendorNumber: string; status: string; statusLabel: string }>('/api/admin/vendors/review', {
    vendorNumber,
    status,
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  });

export const uploadTaxForm = (vendorNumber: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ vendorNumber: string; wFileStatus: string; taxFormName: string }>(
    '/api/admin/file-upload',
    form,
    {
      query: { vendorNumber },
    },
  );
};

export const enableTaxForm = (
  vendorNumber: string,
  body: { w8ExpiryDate?: string; exemptionRate?: number },
) =>
  api.post<{ vendorNumber: string; wFileStatus: string }>('/api/admin/file-upload-enable', body, {
    query: { vendorNumber },
  });

/** POST /api/vendor/{hash}: the digital 1099 choice (the hash names the call; the server checks the vendor number). */
export const saveDigital1099 = (vendorNumber: string, isDigital1099: boolean) =>
  api.post<VendorInfo>('/api/vendor/digital1099', { vendorNumber, isDigital1099 });
