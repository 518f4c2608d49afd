import { describe, expect, it } from 'vitest';
import { hashSecret, isCommonPassword, normaliseAnswer, verifySecret } from './passwords';

const cost = { memoryCost: 4096, timeCost: 1 };

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashSecret('Quill7Write', cost);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    expect(await verifySecret(h, 'Quill7Write')).toBe(true);
    expect(await verifySecret(h, 'quill7write')).toBe(false);
    expect(await hashSecret('Quill7Write', cost)).not.toBe(h);
  });

  it('a malformed hash does not verify (and does not throw)', async () => {
    expect(await verifySecret('not-a-hash', 'x')).toBe(false);
  });

  it('knows common passwords, case-insensitively', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Trustno1')).toBe(true);
    expect(isCommonPassword('Quill7Write')).toBe(false);
  });

  it('normalises security answers', () => {
    expect(normaliseAnswer('  Hidden Valley ')).toBe('hidden valley');
  });
});
