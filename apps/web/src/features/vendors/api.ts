import type {
  AppError,
  BodyOf,
  CountryOption,
  PaymentSaveInput,
  PublisherInfoInput,
  ResponseOf,
  VendorInfo,
  VendorQueueItem,
  vendorsEndpoints,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The vendor calls (spec 3 §7 "Vendor") as the browser makes them. */
export type { CountryOption, VendorInfo, VendorQueueItem };

type Vendors = typeof vendorsEndpoints;

export const vendorKeys = { info: ['vendor', 'info'] as const };

export const vendorInfoQuery = queryOptions({
  queryKey: vendorKeys.info,
  queryFn: () => api.get<ResponseOf<Vendors['info']>>('/api/vendor/info'),
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
  api.get<ResponseOf<Vendors['loadStates']>>(`/api/vendor/loadStates/${encodeURIComponent(country)}`);

export const savePublisherInfo = (
  body: PublisherInfoInput,
  register: boolean,
  onFieldErrors: (e: AppError) => void,
) =>
  register
    ? api.post<ResponseOf<Vendors['createPublisherAccount']>>(
        '/api/project/createPublisherAccount',
        { publisherInfo: body },
        { onError: fieldErrorsHandled(onFieldErrors) },
      )
    : api.post<ResponseOf<Vendors['updatePublisherInfo']>>('/api/vendor/updatePublisherInfo', body, {
        onError: fieldErrorsHandled(onFieldErrors),
      });

/** Tax and bank information, with a US vendor's W-9 certification (the e-signature) and 1099 choice. */
export const savePaymentInfo = (body: PaymentSaveInput, onFieldErrors: (e: AppError) => void) =>
  api.post<ResponseOf<Vendors['updatePaymentInfo']>>('/api/vendor/updatePaymentInfo', body, {
    onError: fieldErrorsHandled(onFieldErrors),
  });

export const vendorQueueQuery = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'vendors', status ?? 'waiting'],
    queryFn: () => api.get<ResponseOf<Vendors['queue']>>('/api/admin/vendors', { query: { status } }),
  });

export const reviewVendor = (
  vendorNumber: string,
  status: BodyOf<Vendors['review']>['status'],
  reason: string,
  onError?: (e: AppError) => boolean,
) =>
  api.post<ResponseOf<Vendors['review']>>(
    '/api/admin/vendors/review',
    { vendorNumber, status, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    { onError },
  );

export const uploadTaxForm = (vendorNumber: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<ResponseOf<Vendors['uploadTaxForm']>>('/api/admin/file-upload', form, {
    query: { vendorNumber },
  });
};

export const enableTaxForm = (vendorNumber: string, body: BodyOf<Vendors['enableTaxForm']>) =>
  api.post<ResponseOf<Vendors['enableTaxForm']>>('/api/admin/file-upload-enable', body, {
    query: { vendorNumber },
  });

/** The author's own signed W-8/W-9 (multipart `file`); a refusal on `file` is the upload's to show. */
export const uploadOwnTaxForm = (file: File, onFieldErrors: (e: AppError) => void) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<ResponseOf<Vendors['uploadOwnTaxForm']>>('/api/vendor/tax-form', form, {
    onError: fieldErrorsHandled(onFieldErrors),
  });
};

/** POST /api/vendor/{hash}: the digital 1099 choice (the hash names the call; the server checks the vendor number). */
export const saveDigital1099 = (vendorNumber: string, isDigital1099: boolean) =>
  api.post<ResponseOf<Vendors['digital1099']>>('/api/vendor/digital1099', { vendorNumber, isDigital1099 });
