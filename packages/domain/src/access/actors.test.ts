import { describe, expect, it } from 'vitest';
import { mayActOn, ownerOf, visibleOwner } from './actors';
import { ADMIN_PERMISSION, isAdmin } from './permissions';

const author = { customerId: 'C000000001', permissions: [] };
const admin = { customerId: 'C000000002', permissions: [ADMIN_PERMISSION] };
const contributor = { customerId: 'C000000003', permissions: [], actingFor: { customerId: 'C000000001' } };

describe('who may act on whose data', () => {
  it('an administrator holds ADMIN_PERMISSION', () => {
    expect(isAdmin(admin.permissions)).toBe(true);
    expect(isAdmin(author.permissions)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('a user works in their own account, a contributor in the author’s', () => {
    expect(ownerOf(author)).toBe('C000000001');
    expect(ownerOf(contributor)).toBe('C000000001');
    expect(ownerOf({ ...contributor, actingFor: null })).toBe('C000000003');
  });

  it('an administrator sees every account; anyone else the account they work in', () => {
    expect(visibleOwner(admin)).toBeNull();
    expect(visibleOwner(author)).toBe('C000000001');
    expect(visibleOwner(contributor)).toBe('C000000001');
  });

  it('owner or administrator', () => {
    expect(mayActOn(author, 'C000000001')).toBe(true);
    expect(mayActOn(author, 'C000000009')).toBe(false);
    expect(mayActOn(contributor, 'C000000001')).toBe(true);
    expect(mayActOn(contributor, 'C000000003')).toBe(false);
    expect(mayActOn(admin, 'C000000009')).toBe(true);
  });
});
