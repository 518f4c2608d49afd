import { describe, expect, it } from 'vitest';
import { createForm } from '../forms/form';
import {
  accountPermissionsSchema,
  analyticsPagesRules,
  authorPagesRules,
  businessStatusChangeSchema,
  businessStatusReasonRules,
  changeUserRoleSchema,
  DEFAULT_ACCOUNT_PERMISSIONS,
  deactivateUserSchema,
  normalizeAnalyticsPages,
  reactivateUserSchema,
  resetTwoStepSchema,
  updateEmailSchema,
  userSearchSchema,
} from './admin';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account permissions (spec 3 §3, §5)', () => {
  it('applies the defaults: author pages 3, analytics CUSTOMER,READING,SITE', () => {
    const out = accountPermissionsSchema.parse({ userId: 'C000000001', hasFreeIsbnAccess: 0 });
    expect(out.authorAccess).toBe(3);
    expect(out.analyticsAccess).toBe('CUSTOMER,READING,SITE');
    expect(out).toMatchObject({ ...DEFAULT_ACCOUNT_PERMISSIONS, userId: 'C000000001', vendorNum: null });
  });

  it('author pages: required, digits only, 1 or more', () => {
    const base = { userId: 'C1', hasFreeIsbnAccess: 1 };
    expect(issues(accountPermissionsSchema.safeParse({ ...base, authorAccess: '' })).authorAccess).toBe(
      'Please enter a number',
    );
    expect(issues(accountPermissionsSchema.safeParse({ ...base, authorAccess: 0 })).authorAccess).toBe(
      'Must be 1 or more',
    );
    expect(issues(accountPermissionsSchema.safeParse({ ...base, authorAccess: '2x' })).authorAccess).toBe(
      'Please enter numbers only in this field.',
    );
    expect(accountPermissionsSchema.parse({ ...base, authorAccess: ' 7 ' }).authorAccess).toBe(7);
  });

  it('a switched-off feature is not validated and is stored empty', () => {
    const out = accountPermissionsSchema.parse({
      userId: 'C1',
      hasFreeIsbnAccess: -1,
      hasAuthorPages: false,
      authorAccess: '',
      hasAnalyticsAccess: false,
      analyticsAccess: '',
    });
    expect(out.authorAccess).toBe(0);
    expect(out.analyticsAccess).toBe('');
  });

  it('analytics pages: required, upper-cased, only CUSTOMER, READING, SITE', () => {
    const base = { userId: 'C1', hasFreeIsbnAccess: 0 };
    expect(
      issues(accountPermissionsSchema.safeParse({ ...base, analyticsAccess: ' ' })).analyticsAccess,
    ).toBe('Please enter pages detail');
    expect(
      accountPermissionsSchema.parse({ ...base, analyticsAccess: 'site, customer,site' }).analyticsAccess,
    ).toBe('SITE,CUSTOMER');
    expect(
      issues(accountPermissionsSchema.safeParse({ ...base, analyticsAccess: 'sales' })).analyticsAccess,
    ).toBe('Please enter CUSTOMER, READING or SITE, separated by commas.');
    expect(normalizeAnalyticsPages('reading,,Customer ')).toBe('READING,CUSTOMER');
  });

  it('the aliases hasMerchandising and isPreOrderAvailable are read', () => {
    const out = accountPermissionsSchema.parse({
      userId: 'C1',
      hasFreeIsbnAccess: 0,
      hasMerchandising: true,
      isPreOrderAvailable: true,
    });
    expect(out.isMerchandisingAvailable).toBe(true);
    expect(out.isPreOrderEnabled).toBe(true);
  });

  it('hasFreeIsbnAccess is 1, 0 or -1', () => {
    expect(accountPermissionsSchema.safeParse({ userId: 'C1', hasFreeIsbnAccess: 2 }).success).toBe(false);
  });

  it('the browser form says the same words', () => {
    const form = createForm({
      authorAccess: { label: 'author pages', initial: '', rules: authorPagesRules() },
      analyticsAccess: { label: 'analytics pages', initial: '', rules: analyticsPagesRules() },
    });
    form.submit();
    expect(form.visibleError('authorAccess')).toBe('Please enter a number');
    expect(form.visibleError('analyticsAccess')).toBe('Please enter pages detail');
    form.setValue('authorAccess', '0');
    expect(form.visibleError('authorAccess')).toBe('Must be 1 or more');
  });
});

describe('business status change (spec 3 §4, §5)', () => {
  it('needs a reason after trimming, at most 500 characters', () => {
    const base = { vendorNum: 'V1', status: 'OnHold' };
    expect(issues(businessStatusChangeSchema.safeParse({ ...base, reason: '   ' })).reason).toBe(
      'Please state the reason for this status to change',
    );
    expect(issues(businessStatusChangeSchema.safeParse({ ...base, reason: 'x'.repeat(501) })).reason).toBe(
      'Max Length 500',
    );
    expect(
      businessStatusChangeSchema.parse({ ...base, reason: `  ${'x'.repeat(500)}  ` }).reason,
    ).toHaveLength(500);
    expect(
      issues(businessStatusChangeSchema.safeParse({ ...base, status: 'Sleeping', reason: 'r' })).status,
    ).toBe('Please choose a business status.');
  });

  it('the browser rule matches', () => {
    const form = createForm({ reason: { label: 'reason', initial: '', rules: businessStatusReasonRules() } });
    form.submit();
    expect(form.visibleError('reason')).toBe('Please state the reason for this status to change');
  });
});

describe('role, deactivation, e-mail update, search', () => {
  it('roles are AUTHOR or ADMIN', () => {
    expect(changeUserRoleSchema.safeParse({ id: 'C1', role: 'ADMIN' }).success).toBe(true);
    expect(issues(changeUserRoleSchema.safeParse({ id: 'C1', role: 'CONTRIBUTOR' })).role).toBe(
      'Please choose a role.',
    );
  });

  it('deactivation needs one of the two reasons', () => {
    expect(deactivateUserSchema.safeParse({ id: 'C1', reason: 'tos violation' }).success).toBe(true);
    expect(issues(deactivateUserSchema.safeParse({ id: 'C1', reason: '' })).reason).toBe(
      'Please select the reason for deactivating this user.',
    );
  });

  it('reactivation needs a reason of the administrator, trimmed, at most 500 characters', () => {
    expect(reactivateUserSchema.parse({ id: 'C1', reason: '  Appeal accepted ' })).toEqual({
      id: 'C1',
      reason: 'Appeal accepted',
    });
    expect(issues(reactivateUserSchema.safeParse({ id: 'C1', reason: '   ' })).reason).toBe(
      'Please state the reason for reactivating this user.',
    );
    expect(issues(reactivateUserSchema.safeParse({ id: 'C1' })).reason).toBe(
      'Please state the reason for reactivating this user.',
    );
    expect(issues(reactivateUserSchema.safeParse({ id: 'C1', reason: 'x'.repeat(501) })).reason).toMatch(
      /500/,
    );
    expect(reactivateUserSchema.safeParse({ id: 'C1', reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it('resetting two-step verification names the user', () => {
    expect(resetTwoStepSchema.safeParse({ id: 'C1' }).success).toBe(true);
    expect(issues(resetTwoStepSchema.safeParse({ id: ' ' })).id).toBe('Please enter the user id.');
  });

  it('update-email: 15014 and 15015 for malformed input, the e-mail lower-cased, swap off by default', () => {
    const bad = updateEmailSchema.safeParse({ vendorNumber: 'V 1', emailAddress: 'nope' });
    expect(bad.success).toBe(false);
    const codes = bad.error?.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { code?: string } }).params?.code,
    ]);
    expect(codes).toEqual([
      ['vendorNumber', '15014'],
      ['emailAddress', '15015'],
    ]);
    expect(updateEmailSchema.parse({ vendorNumber: 'V1', emailAddress: ' A@Example.com ' })).toEqual({
      vendorNumber: 'V1',
      emailAddress: 'a@example.com',
      swap: false,
    });
  });

  it('search defaults: All, asc, page 1, 30 a page', () => {
    expect(userSearchSchema.parse({})).toEqual({
      search: '',
      filter: 'All',
      sortDirection: 'asc',
      pageNum: 1,
      recordsPerPage: 30,
    });
  });
});
