import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTOR_MESSAGES,
  contributorChangeSchema,
  contributorInviteSchema,
  contributorMay,
  contributorRule,
} from './contributors';

describe('contributor invitation', () => {
  it('trims names, lower-cases the e-mail and keeps the permissions in the spec order without repeats', () => {
    expect(
      contributorInviteSchema.parse({
        firstName: ' Ann ',
        lastName: 'Lee',
        email: 'Ann@Example.com',
        permissions: ['ACCESS_LIST', 'ORDER_COPY', 'ORDER_COPY'],
      }),
    ).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      permissions: ['ORDER_COPY', 'ACCESS_LIST'],
    });
  });

  it('refuses no permission, an unknown one, and says so on the permissions key', () => {
    for (const permissions of [[], ['ADMIN_PERMISSION'], undefined]) {
      const r = contributorChangeSchema.safeParse({ permissions });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path[0]).toBe('permissions');
      expect(r.error?.issues[0]?.message).toBe(CONTRIBUTOR_MESSAGES.permissions);
    }
  });

  it('needs names and a valid e-mail', () => {
    const r = contributorInviteSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'x',
      permissions: ['ORDER_COPY'],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'firstName', 'lastName']);
  });
});

describe('what a contributor may call', () => {
  it('lets an author in their own account do anything, and a contributor only what a permission grants', () => {
    expect(contributorMay({ actingFor: null, accessList: [] }, ['PROJECT_DASHBOARD'])).toBe(true);
    expect(
      contributorMay({ actingFor: { customerId: 'C1' }, accessList: ['ORDER_COPY'] }, ['PROJECT_DASHBOARD']),
    ).toBe(false);
    expect(
      contributorMay({ actingFor: { customerId: 'C1' }, accessList: ['ORDER_COPY'] }, [
        'PROJECT_DASHBOARD',
        'ORDER_COPY',
      ]),
    ).toBe(true);
  });

  it('opens the dashboard to order copy but keeps book changes for the project dashboard permission', () => {
    expect(contributorRule('GET', '/api/projects')).toContain('ORDER_COPY');
    expect(contributorRule('GET', '/api/project/:id')).toContain('ORDER_COPY');
    expect(contributorRule('POST', '/api/project')).toEqual(['PROJECT_DASHBOARD']);
    expect(contributorRule('PUT', '/api/projectgroups/clone/:groupProjectId/:type')).toEqual([
      'PROJECT_DASHBOARD',
    ]);
  });

  it('opens nominating, one title or a spreadsheet of them, to manage promotion', () => {
    expect(contributorRule('POST', '/api/project/submit-promo')).toEqual(['MANAGE_PROMOTION']);
    expect(contributorRule('POST', '/api/project/uploadPromoSheet')).toEqual(['MANAGE_PROMOTION']);
    expect(contributorRule('PUT', '/api/project/update-promo-status')).toBe('deny');
  });

  it("opens the author's cart to order copy only", () => {
    expect(contributorRule('GET', '/api/cart')).toEqual(['ORDER_COPY']);
    expect(contributorRule('POST', '/api/cart/add')).toEqual(['ORDER_COPY']);
    expect(contributorRule('PUT', '/api/cart/update')).toEqual(['ORDER_COPY']);
  });

  it('keeps the contributor list read-only for access list, the own account own, and closes everything unnamed', () => {
    expect(contributorRule('GET', '/api/account/contributors')).toEqual(['ACCESS_LIST']);
    expect(contributorRule('POST', '/api/account/contributors')).toBe('deny');
    expect(contributorRule('PUT', '/api/account/profile')).toBe('own');
    expect(contributorRule('GET', '/api/authentication/retrieve_user/:id')).toBe('deny');
    expect(contributorRule('GET', '/api/vendor/info')).toBe('deny');
    expect(contributorRule('GET', '/api/admin/users/search')).toBe('deny');
    expect(contributorRule('POST', '/api/project/createPublisherAccount')).toBe('deny');
    expect(contributorRule('POST', '/api/project/createromotionAccount')).toBe('deny');
  });
});
