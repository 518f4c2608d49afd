import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mobileConfirmRules, mobileNumberRules } from './presets';
import { commitOnly, maxLength, minLength, required } from './rules';
import { fieldErrorItems, validateValues, zodFieldCheck, zodFormCheck } from './zod';

const definition = {
  mobile: { label: 'mobile phone number', initial: '', rules: mobileNumberRules() },
  confirm: { label: 'confirm mobile phone number', initial: '', rules: mobileConfirmRules('mobile') },
  note: { label: 'note', initial: '', disabled: true, rules: [required(), commitOnly(minLength(3))] },
};

describe('server reuse of the form rules', () => {
  it('validates submitted values with every rule, committed and enabled', () => {
    expect(validateValues(definition, { mobile: '102-555-0143', confirm: '', note: 'ab' })).toEqual({
      mobile: ['Please enter a valid mobile phone number.'],
      confirm: ['Please enter a mobile phone number'],
      note: ['Min Length 3'],
    });
    expect(
      validateValues(definition, { mobile: '202-555-0143', confirm: '202-555-0143', note: 'abc' }),
    ).toEqual({});
  });

  it('builds the envelope error items, one per field', () => {
    expect(
      fieldErrorItems(definition, { mobile: '202-555-0143', confirm: '202-555-0144', note: 'abc' }),
    ).toEqual([{ code: 'VALIDATION', description: 'Mobile phone numbers do not match.', field: 'confirm' }]);
  });

  it('plugs into zod as an object refinement', () => {
    const schema = z
      .object({ mobile: z.string(), confirm: z.string(), note: z.string() })
      .superRefine(zodFormCheck(definition));
    const r = schema.safeParse({ mobile: '202-555-0143', confirm: '202-555-0143', note: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['note', 'Please enter the note.'],
    ]);
    expect(schema.safeParse({ mobile: '202-555-0143', confirm: '202-555-0143', note: 'fine' }).success).toBe(
      true,
    );
  });

  it('plugs into zod as a field refinement', () => {
    const name = z.string().superRefine(zodFieldCheck([required(), maxLength(5)], 'first name'));
    expect(name.safeParse('').error?.issues[0]?.message).toBe('Please enter the first name.');
    expect(name.safeParse('Adalbert').error?.issues[0]?.message).toBe('Max Length 5');
    expect(name.safeParse('Ada').success).toBe(true);
  });
});
