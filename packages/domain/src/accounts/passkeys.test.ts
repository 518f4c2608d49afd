import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX, passkeyNameSchema, passkeyRemovalRefusal } from './passkeys';
import { SECURITY_EVENT_KINDS, securityEventLabel } from './security-history';

describe('passkeys', () => {
  it("trims a passkey's name and refuses an empty or long one", () => {
    expect(passkeyNameSchema.parse('  Work laptop ')).toBe('Work laptop');
    expect(passkeyNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(PASSKEY_MESSAGES.nameRequired);
    expect(passkeyNameSchema.safeParse('x'.repeat(PASSKEY_NAME_MAX)).success).toBe(true);
    expect(passkeyNameSchema.safeParse('x'.repeat(PASSKEY_NAME_MAX + 1)).error?.issues[0]?.message).toBe(
      PASSKEY_MESSAGES.nameTooLong,
    );
  });

  it('keeps the last passkey only while two-step verification asks for a passkey', () => {
    expect(passkeyRemovalRefusal({ passkeysLeft: 1, twoStepMethod: 'PASSKEY' })).toBe(
      'PASSKEY_LAST_SIGN_IN_WAY',
    );
    expect(passkeyRemovalRefusal({ passkeysLeft: 2, twoStepMethod: 'PASSKEY' })).toBeNull();
    for (const method of [null, 'EMAIL', 'SMS', 'TOTP'] as const)
      expect(passkeyRemovalRefusal({ passkeysLeft: 1, twoStepMethod: method })).toBeNull();
  });

  it('labels every security event in words, and shows an unknown kind as it is', () => {
    for (const kind of SECURITY_EVENT_KINDS) expect(securityEventLabel(kind)).not.toBe(kind);
    expect(securityEventLabel('passkey.added')).toBe('Passkey added');
    expect(securityEventLabel('something.else')).toBe('something.else');
  });
});
