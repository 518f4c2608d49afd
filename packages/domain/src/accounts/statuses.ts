/** Vendor account statuses (spec 3 §3). */
export const ACCOUNT_STATUSES = [
  'None',
  'New',
  'Pending',
  'Active',
  'InReview',
  'Rejected',
  'Cancelled',
  'Existing',
  'SalesExisting',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Business statuses (spec 3 §3). */
export const BUSINESS_STATUSES = [
  'None',
  'Active',
  'OnHold',
  'PreTermination',
  'Terminated',
  'Migrated',
  'PaymentOnHold',
] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  None: 'None',
  Active: 'Active',
  OnHold: 'On Sale Hold',
  PreTermination: 'Pre-Termination',
  Terminated: 'Terminated',
  Migrated: 'Migrated',
  PaymentOnHold: 'Payment Hold',
};

/** How a vendor account status reads (spec 3 §4): anything else shows as Incomplete. */
export function vendorStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'New':
      return 'New';
    case 'Pending':
      return 'Pending';
    case 'InReview':
      return 'In Review';
    case 'Active':
      return 'Active';
    case 'Rejected':
      return 'Rejected';
    case 'Cancelled':
      return 'Canceled';
    default:
      return 'Incomplete';
  }
}

/**
 * Whether the author has something to do on the vendor page for this vendor account status: register
 * (Incomplete, whatever the stored value) or finish the registration begun (New). Pending and In Review
 * wait for Quire; Active is done; Rejected and Canceled allow no changes.
 */
export function vendorStatusNeedsAction(status: string | null | undefined): boolean {
  const label = vendorStatusLabel(status);
  return label === 'Incomplete' || label === 'New';
}

/** Vendor registration is offered in the welcome flow (spec 1 §4, spec 3 §4). */
export function vendorRegistrationOffered(status?: string | null, business?: string | null): boolean {
  const s = (status ?? '').toUpperCase();
  const b = (business ?? '').toUpperCase();
  return (
    (s === '' || s === 'NONE' || s === 'NEW') &&
    (b === '' || b === 'NONE' || b === 'ACTIVE' || b === 'MIGRATED')
  );
}
