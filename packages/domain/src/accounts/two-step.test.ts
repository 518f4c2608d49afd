import { describe, expect, it } from 'vitest';
import {
  addMobileNumberSchema,
  formatRecoveryCode,
  isRecoveryCodeShape,
  maskMobileNumber,
  mobileNumberSchema,
  otpSchema,
  TWO_STEP_MESSAGES,
} from './two-step';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('otpSchema', () => {
  it('accepts six digits and trims', () => {
    expect(otpSchema.parse(' 012345 ')).toBe('012345');
  });
  it.each(['', '12345', '1234567', '12a456', '12 456'])('refuses %j with the spec message', (v) => {
    const r = otpSchema.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(TWO_STEP_MESSAGES.otpRequired);
  });
});

describe('mobileNumberSchema', () => {
  it('formats a US number on entry, dropping the country code', () => {
    expect(mobileNumberSchema.parse('1 (202) 555-0143')).toBe('202-555-0143');
    expect(mobileNumberSchema.parse('2025550143')).toHaveLength(12);
  });
  it('requires a number', () => {
    expect(mobileNumberSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Please enter a mobile phone number',
    );
  });
  it.each(['102-555-0143', '202-555-014', '0025550143'])(
    'refuses %j (first digit 2 to 9, 10 digits)',
    (v) => {
      expect(mobileNumberSchema.safeParse(v).error?.issues[0]?.message).toBe(
        'Please enter a valid mobile phone number.',
      );
    },
  );
});

describe('addMobileNumberSchema', () => {
  it('accepts a matching confirmation typed differently', () => {
    expect(
      addMobileNumberSchema.parse({ mobileNumber: '2025550143', confirmMobileNumber: '202-555-0143' }),
    ).toEqual({ mobileNumber: '202-555-0143', confirmMobileNumber: '202-555-0143' });
  });
  it('says when the numbers do not match, on the confirmation', () => {
    const r = addMobileNumberSchema.safeParse({
      mobileNumber: '2025550143',
      confirmMobileNumber: '2025550144',
    });
    expect(messages(r)).toEqual({ confirmMobileNumber: 'Mobile phone numbers do not match.' });
  });
});

describe('recovery codes', () => {
  it('are entered in any case, with or without the dash', () => {
    expect(isRecoveryCodeShape('ABCDE-FGHJK')).toBe(true);
    expect(isRecoveryCodeShape('abcde fghjk')).toBe(true);
    expect(isRecoveryCodeShape('abcde-fghj1')).toBe(false);
    expect(isRecoveryCodeShape('abcd')).toBe(false);
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('abcde-fghjk');
  });
  it('mask a mobile number but the last four digits', () => {
    expect(maskMobileNumber('202-555-0143')).toBe('***-***-0143');
    expect(maskMobileNumber('')).toBe('');
  });
});
