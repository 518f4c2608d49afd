import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel, isAuditAction } from './actions';

describe('audit actions', () => {
  it('has a label in words for every action, the vendor reviews and tax forms included', () => {
    expect(AUDIT_ACTIONS).toEqual(
      expect.arrayContaining(['vendor.review', 'vendor.tax-form-upload', 'vendor.tax-form-enable']),
    );
    for (const action of AUDIT_ACTIONS) {
      const label = AUDIT_ACTION_LABELS[action];
      expect(label.trim()).not.toBe('');
      expect(label).not.toBe(action);
      expect(label).not.toMatch(/^[a-z]+\.[a-zA-Z-]+$/);
    }
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('labels a known code and shows an unknown one as it is', () => {
    expect(auditActionLabel('vendor.review')).toBe('Vendor account reviewed');
    expect(auditActionLabel('user.something-old')).toBe('user.something-old');
    expect(isAuditAction('toString')).toBe(false);
  });
});
