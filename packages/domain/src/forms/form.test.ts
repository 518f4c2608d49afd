import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainTranslator } from '../i18n/messages/index';
import { createForm } from './form';
import { mobileNumberField, passwordRules } from './presets';
import { commitOnly, maxLength, minLength, pattern, required, requiredAllTheTime } from './rules';
import { stripLeadingWhitespace, trimText } from './state';

const signUp = () =>
  createForm({
    email: { label: 'email address', initial: '', rules: [required(), pattern(/.+@.+\..+/)] },
    password: { label: 'password', initial: '', text: false, rules: passwordRules('email') },
    firstName: { label: 'first name', initial: '', rules: [required(), maxLength(40)] },
    optedIn: { label: 'e-mail preference', initial: false },
  });

describe('control state and visible errors', () => {
  it('starts untouched, uncommitted, enabled, with the initial values', () => {
    const form = signUp();
    expect(form.control('email')).toEqual({
      value: '',
      touched: false,
      committed: false,
      disabled: false,
      serverError: null,
    });
    expect(form.values()).toEqual({ email: '', password: '', firstName: '', optedIn: false });
  });

  it('shows nothing on a fresh form, though the form is invalid', () => {
    const form = signUp();
    expect(form.isValid()).toBe(false);
    expect(form.errors('email')).toEqual(['Please enter the email address.']);
    for (const name of ['email', 'password', 'firstName', 'optedIn'] as const)
      expect(form.visibleError(name)).toBeNull();
  });

  it('shows a rule error once touched', () => {
    const form = signUp();
    form.setValue('email', 'nope');
    expect(form.visibleError('email')).toBeNull();
    form.touch('email');
    expect(form.visibleError('email')).toBe('Invalid');
  });

  it('shows a rule error once committed, without a touch', () => {
    const form = signUp();
    form.setValue('email', 'nope');
    form.commit('email');
    expect(form.visibleError('email')).toBe('Invalid');
  });

  it('does not show a required error on touch alone, only once committed (spec 3 §4 exception)', () => {
    const form = signUp();
    form.touch('firstName');
    expect(form.control('firstName').touched).toBe(true);
    expect(form.errors('firstName')).toEqual(['Please enter the first name.']);
    expect(form.visibleError('firstName')).toBeNull();
    form.commit('firstName');
    expect(form.visibleError('firstName')).toBe('Please enter the first name.');
  });

  it('shows only the first error', () => {
    const form = createForm({
      code: { label: 'code', initial: '', rules: [minLength(6), pattern(/\d+/)] },
    });
    form.setValue('code', 'ab');
    form.touch('code');
    expect(form.errors('code')).toEqual(['Min Length 6', 'Invalid']);
    expect(form.visibleError('code')).toBe('Min Length 6');
  });

  it('blocks submit until valid; a submit attempt commits every control and reveals required errors', () => {
    const form = signUp();
    expect(form.submit()).toBe(false);
    expect(form.getState().submitted).toBe(true);
    expect(form.visibleError('email')).toBe('Please enter the email address.');
    expect(form.visibleError('password')).toBe('Please enter a password.');
    expect(form.visibleError('firstName')).toBe('Please enter the first name.');
    form.setValue('email', 'ada@example.com');
    form.setValue('password', 'Lovelace1815');
    form.setValue('firstName', 'Ada');
    expect(form.validate()).toEqual({ valid: true, errors: {} });
    expect(form.submit()).toBe(true);
  });

  it('checks the password against the e-mail control', () => {
    const form = signUp();
    form.setValue('email', 'Abcdefg1@x.co');
    form.setValue('password', 'abcdefg1@x.co');
    form.touch('password');
    expect(form.visibleError('password')).toBe('Your password must contain at least one upper case letter');
    form.setValue('password', 'Abcdefg1@x.co');
    expect(form.visibleError('password')).toBe("Your password can't be the same as your username.");
  });
});

describe('disabled controls and commit-only rules', () => {
  const def = () =>
    createForm({
      vendor: { label: 'vendor number', initial: '', disabled: true, rules: [required(), maxLength(3)] },
      tax: { label: 'tax ID', initial: '', disabled: true, rules: [requiredAllTheTime(), maxLength(3)] },
      ean: { label: 'EAN', initial: '', rules: [commitOnly(minLength(13))] },
    });

  it('skips rules on a disabled control except requiredAllTheTime', () => {
    const form = def();
    expect(form.errors('vendor')).toEqual([]);
    expect(form.errors('tax')).toEqual(['Please enter the tax ID.']);
    form.setValue('tax', 'toolong');
    expect(form.errors('tax')).toEqual([]);
    form.setDisabled('vendor', false);
    expect(form.errors('vendor')).toEqual(['Please enter the vendor number.']);
  });

  it('counts a requiredAllTheTime error on a disabled control against validity', () => {
    const form = def();
    form.setValue('ean', '9781234567890');
    expect(form.isValid()).toBe(false);
    form.setValue('tax', '12');
    expect(form.isValid()).toBe(true);
  });

  it('runs a commit-only rule only after commit', () => {
    const form = def();
    form.setValue('tax', '1');
    form.setValue('ean', '978');
    form.touch('ean');
    expect(form.errors('ean')).toEqual([]);
    expect(form.isValid()).toBe(true);
    form.commit('ean');
    expect(form.errors('ean')).toEqual(['Min Length 13']);
    expect(form.visibleError('ean')).toBe('Min Length 13');
    expect(form.isValid()).toBe(false);
  });
});

describe('server errors by field key', () => {
  it('attaches by key, shows at once, returns unattached items, clears on change', () => {
    const form = signUp();
    form.setValue('email', 'ada@example.com');
    form.setValue('password', 'Lovelace1815');
    form.setValue('firstName', 'Ada');
    const rest = form.setServerErrors([
      { code: '30004', description: 'Your password is not correct for this account.', field: 'password' },
      { code: 'X', description: 'second message for password', field: 'password' },
      { code: '0', description: 'An unknown error occurred. Please try again later.' },
      { code: '9', description: 'elsewhere', field: 'notAField' },
    ]);
    expect(rest.map((r) => r.code)).toEqual(['0', '9']);
    expect(form.visibleError('password')).toBe('Your password is not correct for this account.');
    expect(form.errorDetails('password')).toEqual([
      { rule: 'server', message: 'Your password is not correct for this account.', required: false },
    ]);
    expect(form.isValid()).toBe(false);
    form.setValue('password', 'Lovelace1815'); // same value: the server error stays
    expect(form.errors('password')).toHaveLength(1);
    form.setValue('password', 'Lovelace1816');
    expect(form.errors('password')).toEqual([]);
    expect(form.isValid()).toBe(true);
  });

  it('replaces earlier server errors and can clear them', () => {
    const form = signUp();
    form.setServerErrors([{ description: 'taken', field: 'email' }]);
    form.setServerErrors([{ description: 'bad name', field: 'firstName' }]);
    expect(form.control('email').serverError).toBeNull();
    expect(form.control('firstName').serverError).toBe('bad name');
    form.clearServerErrors();
    expect(form.control('firstName').serverError).toBeNull();
  });
});

describe('text controls', () => {
  it('strip leading whitespace on input and trim on blur', () => {
    const form = signUp();
    form.setValue('firstName', '   Ada  ');
    expect(form.values().firstName).toBe('Ada  ');
    form.touch('firstName');
    expect(form.values().firstName).toBe('Ada');
  });

  it('leave non-text controls (passwords) alone', () => {
    const form = signUp();
    form.setValue('password', '  Secret123  ');
    form.touch('password');
    expect(form.values().password).toBe('  Secret123  ');
  });

  it('apply a field normalizer (mobile numbers format as typed)', () => {
    const form = createForm({ mobile: mobileNumberField() });
    form.setValue('mobile', '1202555');
    expect(form.values().mobile).toBe('202-555');
    form.setValue('mobile', '12025550143');
    expect(form.values().mobile).toBe('202-555-0143');
    expect(form.errors('mobile')).toEqual([]);
  });

  it('helpers behave for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(stripLeadingWhitespace(s)).toBe(s.trimStart());
        expect(trimText(stripLeadingWhitespace(s))).toBe(s.trim());
      }),
    );
  });
});

describe('store behaviour', () => {
  it('keeps the snapshot until something changes and notifies subscribers', () => {
    const form = signUp();
    const calls: number[] = [];
    const off = form.subscribe(() => calls.push(1));
    const s0 = form.getState();
    form.setValue('email', '');
    expect(form.getState()).toBe(s0);
    expect(calls).toHaveLength(0);
    form.setValue('email', 'a');
    expect(form.getState()).not.toBe(s0);
    expect(s0.controls.email.value).toBe('');
    expect(calls).toHaveLength(1);
    off();
    form.touch('email');
    expect(calls).toHaveLength(1);
  });

  it('resets to the initial or given values', () => {
    const form = signUp();
    form.setValue('email', 'a@b.co');
    form.submit();
    form.reset({ firstName: 'Ada' });
    expect(form.values()).toEqual({ email: '', password: '', firstName: 'Ada', optedIn: false });
    expect(form.getState().submitted).toBe(false);
    expect(form.control('email').committed).toBe(false);
  });

  it('renders messages in the form locale', () => {
    const form = createForm(
      { status: { label: 'status', initial: '', rules: [required({ key: 'vendorStatus.Cancelled' })] } },
      { t: domainTranslator('en-gb') },
    );
    expect(form.errors('status')).toEqual(['Cancelled']);
  });

  it('formats dates in messages with the given formatter', () => {
    const form = createForm(
      {
        start: { label: 'start date', initial: '' },
        end: {
          label: 'end date',
          initial: '',
          rules: [
            // the end may not precede the start
            {
              name: 'after',
              check: (v, ctx) =>
                v && ctx.values.start && String(v) < String(ctx.values.start)
                  ? ctx.t('form.dateOnOrAfter', { date: ctx.formatDate(String(ctx.values.start)) })
                  : null,
            },
          ],
        },
      },
      { formatDate: () => '5 March 2026' },
    );
    form.setValue('start', '2026-03-05');
    form.setValue('end', '2026-03-01');
    expect(form.errors('end')).toEqual(['Please enter 5 March 2026 or later.']);
  });

  it('rejects unknown control names', () => {
    const form = signUp();
    expect(() => form.setValue('nope' as 'email', 'x')).toThrow(/Unknown form control/);
  });

  it('never changes an earlier snapshot, and shows only its first error or nothing', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), value: fc.string({ maxLength: 20 }) }),
      fc.record({ kind: fc.constant('touch' as const) }),
      fc.record({ kind: fc.constant('commit' as const) }),
      fc.record({ kind: fc.constant('submit' as const) }),
      fc.record({ kind: fc.constant('server' as const), value: fc.string({ minLength: 1, maxLength: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const form = signUp();
        const snapshots: [object, string][] = [];
        for (const o of ops) {
          const before = form.getState();
          snapshots.push([before, JSON.stringify(before)]);
          if (o.kind === 'set') form.setValue('firstName', o.value);
          else if (o.kind === 'touch') form.touch('firstName');
          else if (o.kind === 'commit') form.commit('firstName');
          else if (o.kind === 'submit') form.submit();
          else form.setServerErrors([{ description: o.value, field: 'firstName' }]);
          const c = form.control('firstName');
          const errors = form.errors('firstName');
          const visible = form.visibleError('firstName');
          expect(visible === null || visible === errors[0]).toBe(true);
          if (!c.touched && !c.committed && c.serverError === null) expect(visible).toBeNull();
          expect(c.value).toBe(c.value.trimStart());
        }
        for (const [snap, json] of snapshots) expect(JSON.stringify(snap)).toBe(json);
      }),
    );
  });
});

describe('types', () => {
  it('infers value types from the definition', () => {
    const form = signUp();
    form.setValue('optedIn', true);
    form.setValue('email', 'typed');
    // @ts-expect-error a boolean control takes no string
    expect(() => form.setValue('optedIn', 'yes')).not.toThrow();
    const v: { email: string; optedIn: boolean } = form.values();
    expect(v.email).toBe('typed');
  });
});
