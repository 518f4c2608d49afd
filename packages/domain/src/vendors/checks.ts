import { isValidBIC, ValidationErrorsIBAN, validateIBAN } from 'ibantools';

/**
 * Number checks for the vendor form. IBAN and SWIFT/BIC through ibantools (length per country and
 * the ISO 7064 check digits); ABA routing numbers by their weighted checksum (3, 7, 1).
 */
export function isValidAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && routing !== '000000000';
}

/** An SSN the IRS could have issued: 9 digits, area not 000, 666 or 9xx, group not 00, serial not 0000. */
export function isValidSsn(ssn: string): boolean {
  if (!/^\d{9}$/.test(ssn)) return false;
  const area = ssn.slice(0, 3);
  return (
    area !== '000' && area !== '666' && area[0] !== '9' && ssn.slice(3, 5) !== '00' && ssn.slice(5) !== '0000'
  );
}

/** IRS campus prefixes an EIN may start with. */
const EIN_PREFIXES = new Set(
  '01 02 03 04 05 06 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 71 72 73 74 75 76 77 80 81 82 83 84 85 86 87 88 90 91 92 93 94 95 98 99'.split(
    ' ',
  ),
);
export function isValidEin(ein: string): boolean {
  return /^\d{9}$/.test(ein) && EIN_PREFIXES.has(ein.slice(0, 2));
}

export type IbanProblem = 'length' | 'country' | 'checksum' | null;

/** Why an IBAN (stripped, upper-case) fails for a bank country, or null when it holds. */
export function ibanProblem(iban: string, alpha2: string): IbanProblem {
  if (!iban.startsWith(alpha2)) return 'country';
  const result = validateIBAN(iban);
  if (result.valid) return null;
  if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  return 'checksum';
}

export const isValidSwift = (swift: string): boolean =>
  /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(swift) && isValidBIC(swift);
