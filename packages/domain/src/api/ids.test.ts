import { describe, expect, it } from 'vitest';
import { isUuid, uuidSchema } from './ids';

describe('row ids', () => {
  it('takes the UUIDs the database makes, in either case', () => {
    expect(isUuid('3f2b8c1e-5d4a-4c9b-8e7f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('3F2B8C1E-5D4A-4C9B-8E7F-0A1B2C3D4E5F')).toBe(true);
    expect(isUuid('00000000-0000-4000-8000-000000000000')).toBe(true);
  });

  it('refuses anything else, without throwing', () => {
    for (const bad of [
      '',
      'abc',
      '3f2b8c1e5d4a4c9b8e7f0a1b2c3d4e5f',
      '3f2b8c1e-5d4a-4c9b-8e7f-0a1b2c3d4e5f0',
      "1' or '1'='1",
      42,
      null,
      undefined,
    ])
      expect(isUuid(bad), String(bad)).toBe(false);
    expect(uuidSchema.safeParse('not-an-id').success).toBe(false);
  });
});
