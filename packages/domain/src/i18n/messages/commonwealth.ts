import type { StaticDomainMessageKey } from './en-US';

/**
 * British/Commonwealth spellings of domain messages, shared by the en-au, en-ca, en-gb, en-ie
 * and en-nz files: "cancelled" and "colour". Only real differences from en-US belong here.
 */
export const COMMONWEALTH_SPELLING: Readonly<Partial<Record<StaticDomainMessageKey, string>>> = {
  'vendorStatus.Cancelled': 'Cancelled',
  'vendor.readOnly.canceled': 'No changes can be made because your account has been cancelled.',
  'printColor.FULL_COLOR': 'Full Colour',
  'printColor.STANDARD_COLOR': 'Standard Colour',
};
