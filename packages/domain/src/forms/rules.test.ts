import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../accounts/password';
import { domainTranslator, tDomain } from '../i18n/messages/index';
import { dateOnOrAfter, dateOnOrBefore } from './date-rules';
import { mobileConfirmRules, mobileNumberRules, oneTimeCodeRules, passwordRules } from './presets';
import {
  commitOnly,
  custom,
  decimal,
  digitsOnly,
  evenNumber,
  isEmptyValue,
  max,
  maxLength,
  min,
  minLength,
  mustMatch,
  notEqual,
  pattern,
  required,
  requiredAllTheTime,
  uniqueContributorEmail,
  validRanges,
} from './rules';
import type { Rule, RuleContext } from './types';

function ctx(values: Record<string, unknown> = {}, label = 'title'): RuleContext {
  return {
    name: 'field',
    label,
    values,
    labelOf: (n) => (n === 'mobile' ? 'mobile phone number' : n),
    t: tDomain,
    formatDate: (d) => `${d.slice(5, 7)}/${d.slice(8)}/${d.slice(0, 4)}`,
  };
}
const run = (rule: Rule, value: unknown, values?: Record<string, unknown>) => rule.check(value, ctx(values));
const firstError = (rules: Rule[], value: unknown, values?: Record<string, unknown>) => {
  for (const r of rules) {
    const m = run(r, value, values);
    if (m) return m;
  }
  return null;
};

describe('required and requiredAllTheTime', () => {
  it.each([null, undefined, '', '   ', [], false, Number.NaN])('%j is empty', (v) => {
    expect(isEmptyValue(v)).toBe(true);
    expect(run(required(), v)).toBe('Please enter the title.');
  });

  it.each(['x', 0, true, ['a'], new Date()])('%j is a value', (v) => {
    expect(run(required(), v)).toBeNull();
  });

  it('takes a custom message or a message key', () => {
    expect(run(required('Promo price is missing.'), '')).toBe('Promo price is missing.');
    expect(run(required({ key: 'otp.required' }), '')).toBe('Please enter the one-time code.');
  });

  it('marks required errors and lets requiredAllTheTime run on disabled controls', () => {
    expect(required().required).toBe(true);
    expect(required().whenDisabled).toBeUndefined();
    expect(requiredAllTheTime()).toMatchObject({
      name: 'requiredAllTheTime',
      required: true,
      whenDisabled: true,
    });
    expect(commitOnly(min(3))).toMatchObject({ name: 'min', commitOnly: true });
  });
});

describe('value and length rules', () => {
  it('checks min and max values', () => {
    expect(run(min(1), '0')).toBe('Must be 1 or more');
    expect(run(min(1), 1)).toBeNull();
    expect(run(max(10), '10.01')).toBe('Must be 10 or less');
    expect(run(max(10), '')).toBeNull();
    expect(run(min(1), 'abc')).toBe('Please enter a number.');
    expect(run(min(1, { key: 'admin.authorPagesMin' }), 0)).toBe('Must be 1 or more');
  });

  it("gives 'Min Length n' and 'Max Length n'", () => {
    expect(run(minLength(3), 'ab')).toBe('Min Length 3');
    expect(run(minLength(3), 'abc')).toBeNull();
    expect(run(maxLength(5), 'abcdef')).toBe('Max Length 5');
    expect(run(maxLength(5), 'abcde')).toBeNull();
    expect(run(maxLength(2), ['a', 'b', 'c'])).toBe('Max Length 2');
  });

  it('length rules agree with the string length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(30), (s, n) => {
        fc.pre(s.trim() !== '');
        expect(run(minLength(n), s) === null).toBe(s.length >= n);
        expect(run(maxLength(n), s) === null).toBe(s.length <= n);
      }),
    );
  });
});

describe('pattern, notEqual, mustMatch', () => {
  it("matches the whole value and defaults to 'Invalid'", () => {
    expect(run(pattern(/[a-z]+/), 'abc')).toBeNull();
    expect(run(pattern(/[a-z]+/), 'abc1')).toBe('Invalid');
    expect(run(pattern('\\d{5}', 'Five digits'), '1234')).toBe('Five digits');
    const global = pattern(/a/g);
    expect(run(global, 'a')).toBeNull();
    expect(run(global, 'a')).toBeNull();
  });

  it('compares with a value or a control', () => {
    expect(run(notEqual('0'), '0')).toBe('Please enter a different value.');
    expect(run(notEqual(0), 0)).toBe('Please enter a different value.');
    expect(run(notEqual('0'), '1')).toBeNull();
    expect(run(notEqual({ control: 'mobile' }), '202', { mobile: '202' })).toBe(
      'Must be different from the mobile phone number.',
    );
    expect(run(notEqual({ control: 'mobile' }), '202', { mobile: '' })).toBeNull();
  });

  it('must match another control', () => {
    expect(run(mustMatch('mobile'), '202', { mobile: '203' })).toBe('Must match the mobile phone number.');
    expect(run(mustMatch('mobile'), '202 ', { mobile: '202' })).toBeNull();
    expect(run(mustMatch('mobile', { key: 'mobile.mismatch' }), '1', { mobile: '2' })).toBe(
      'Mobile phone numbers do not match.',
    );
  });
});

describe('number formats', () => {
  it('digits only', () => {
    expect(run(digitsOnly(), '0123')).toBeNull();
    expect(run(digitsOnly(), '12a')).toBe('Please enter numbers only in this field.');
    expect(run(digitsOnly(), '1.5')).toBe('Please enter numbers only in this field.');
    expect(run(digitsOnly(), 42)).toBeNull();
  });

  it('digits only accepts exactly the strings of digits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => {
        fc.pre(s.trim() !== '');
        expect(run(digitsOnly(), s) === null).toBe(/^\d+$/.test(s.trim()));
      }),
    );
  });

  it('allows at most 2 decimals', () => {
    for (const ok of ['1', '1.', '1.5', '1.55', '.5', '-2.25', 4.99])
      expect(run(decimal(), ok), String(ok)).toBeNull();
    for (const bad of ['1.555', 'abc', '1.2.3', '.', '1e3'])
      expect(run(decimal(), bad), bad).toBe('Please enter a number with no more than 2 decimal places.');
  });

  it('accepts any cents amount and refuses a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        const text = (cents / 100).toFixed(2);
        expect(run(decimal(), text)).toBeNull();
        expect(run(decimal(), `${text}${extra}`)).not.toBeNull();
      }),
    );
  });

  it("checks ranges: 'Not within valid ranges'", () => {
    const r = validRanges([
      [0, 0],
      [0.99, 2.99],
    ]);
    expect(run(r, '0')).toBeNull();
    expect(run(r, '0.99')).toBeNull();
    expect(run(r, '2.99')).toBeNull();
    expect(run(r, '0.5')).toBe('Not within valid ranges');
    expect(run(r, '3')).toBe('Not within valid ranges');
    expect(run(r, 'abc')).toBe('Not within valid ranges');
  });

  it('compares ranges exactly: band edges hold, a hair outside does not, whatever the digits', () => {
    const r = validRanges([
      [0, 0],
      [0.99, 199.99],
    ]);
    for (const ok of ['0.00', '.99', '0.990', '199.99', '+10', 150, '0'])
      expect(run(r, ok), String(ok)).toBeNull();
    for (const bad of ['0.989', '0.9899999999999999', '199.991', '199.990001', '-0.99', '.', '1e2', '0.01'])
      expect(run(r, bad), bad).toBe('Not within valid ranges');
    // Any amount in cents: inside the band exactly when 99 ≤ cents ≤ 19999 (or zero).
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 50_000 }), (cents) => {
        const sign = cents < 0 ? '-' : '';
        const abs = Math.abs(cents);
        const text = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        const inside = cents === 0 || (cents >= 99 && cents <= 19_999);
        expect(run(r, text) === null).toBe(inside);
      }),
    );
  });

  it('accepts only even numbers strictly between 17 and 801', () => {
    expect(run(evenNumber(), '17')).not.toBeNull();
    expect(run(evenNumber(), '18')).toBeNull();
    expect(run(evenNumber(), 800)).toBeNull();
    expect(run(evenNumber(), '801')).not.toBeNull();
    expect(run(evenNumber(), '802')).not.toBeNull();
    expect(run(evenNumber(), '19')).toBe('Please enter an even number from 18 to 800.');
    expect(run(evenNumber(), '20.0')).not.toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (n) => {
        expect(run(evenNumber(), String(n)) === null).toBe(n % 2 === 0 && n >= 18 && n <= 800);
        expect(run(evenNumber(), n) === null).toBe(n % 2 === 0 && n > 17 && n < 801);
      }),
    );
  });
});

describe('date rules', () => {
  it("say 'Please enter {date} or earlier.' and 'or later.'", () => {
    expect(run(dateOnOrBefore('2026-03-05'), '2026-03-05')).toBeNull();
    expect(run(dateOnOrBefore('2026-03-05'), '03/06/2026')).toBe('Please enter 03/05/2026 or earlier.');
    expect(run(dateOnOrAfter('2026-03-05'), '2026-03-05')).toBeNull();
    expect(run(dateOnOrAfter('2026-03-05'), '2026-03-04')).toBe('Please enter 03/05/2026 or later.');
    expect(run(dateOnOrAfter('2026-03-05'), 'soon')).toBe('Please enter a valid date.');
  });

  it('read a limit from a function or another control', () => {
    expect(
      run(
        dateOnOrAfter(() => '2026-01-02'),
        '2026-01-01',
      ),
    ).toBe('Please enter 01/02/2026 or later.');
    expect(run(dateOnOrAfter({ control: 'start' }), '2026-01-01', { start: '01/10/2026' })).toBe(
      'Please enter 01/10/2026 or later.',
    );
    expect(run(dateOnOrAfter({ control: 'start' }), '2026-01-01', { start: '' })).toBeNull();
  });

  it('compare New York calendar days', () => {
    // 03:00 UTC on 6 March is still 5 March in New York
    expect(run(dateOnOrBefore('2026-03-05'), new Date(Date.UTC(2026, 2, 6, 3)))).toBeNull();
    expect(run(dateOnOrBefore('2026-03-05'), new Date(Date.UTC(2026, 2, 6, 6)))).not.toBeNull();
  });

  it('agree with day order for any two days', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const da = a.toISOString().slice(0, 10);
        const db = b.toISOString().slice(0, 10);
        expect(run(dateOnOrBefore(db), da) === null).toBe(da <= db);
        expect(run(dateOnOrAfter(db), da) === null).toBe(da >= db);
      }),
    );
  });
});

describe('domain presets', () => {
  it('refuses a duplicate contributor e-mail', () => {
    const r = uniqueContributorEmail(['Ann@Example.com']);
    expect(run(r, ' ann@example.com ')).toBe('A contributor already exists with this email address');
    expect(run(r, 'bob@example.com')).toBeNull();
    let list = ['x@y.z'];
    const live = uniqueContributorEmail(() => list);
    expect(run(live, 'a@b.c')).toBeNull();
    list = ['a@b.c'];
    expect(run(live, 'a@b.c')).not.toBeNull();
  });

  it('checks a US mobile number', () => {
    const rules = mobileNumberRules();
    expect(firstError(rules, '')).toBe('Please enter a mobile phone number');
    expect(firstError(rules, '202-555-0143')).toBeNull();
    expect(firstError(rules, '102-555-0143')).toBe('Please enter a valid mobile phone number.');
    expect(firstError(rules, '202-555-014')).toBe('Please enter a valid mobile phone number.');
    expect(firstError(rules, '202-555-01433')).toBe('Max Length 12');
  });

  it('matches the confirm field', () => {
    const rules = mobileConfirmRules('mobile');
    expect(firstError(rules, '', { mobile: '202-555-0143' })).toBe('Please enter a mobile phone number');
    expect(firstError(rules, '202-555-0144', { mobile: '202-555-0143' })).toBe(
      'Mobile phone numbers do not match.',
    );
    expect(firstError(rules, '202-555-0143', { mobile: '202-555-0143' })).toBeNull();
  });

  it('checks the one-time code', () => {
    const rules = oneTimeCodeRules();
    expect(firstError(rules, '')).toBe('Please enter the one-time code.');
    expect(firstError(rules, '12a456')).toBe('Please enter numbers only in this field.');
    expect(firstError(rules, '12345')).toBe('Min Length 6');
    expect(firstError(rules, '1234567')).toBe('Max Length 6');
    expect(firstError(rules, '123456')).toBeNull();
  });

  it('checks the password with the spec messages', () => {
    const rules = passwordRules('email');
    expect(firstError(rules, '')).toBe(PASSWORD_MESSAGES.required);
    expect(firstError(rules, 'short')).toBe(PASSWORD_MESSAGES.rules);
    expect(firstError(rules, 'nocapital1')).toBe(PASSWORD_MESSAGES.uppercase);
    expect(firstError(rules, 'NoNumberAtAll')).toBe(PASSWORD_MESSAGES.number);
    expect(firstError(rules, 'Same4Name', { email: 'same4name' })).toBe(PASSWORD_MESSAGES.sameAsUsername);
    expect(firstError(rules, 'Author2026', { email: 'author@example.com' })).toBeNull();
  });

  it('renders keyed messages through the given translator', () => {
    const gb: RuleContext = { ...ctx(), t: domainTranslator('en-gb') };
    const r = custom('status', (_v, c) => c.t('vendorStatus.Cancelled'));
    expect(r.check('x', gb)).toBe('Cancelled');
    expect(r.check('', gb)).toBeNull();
  });
});
