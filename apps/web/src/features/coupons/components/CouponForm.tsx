import '@mantine/core/styles/Fieldset.css';
import { Alert, Anchor, Button, Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import {
  type AppError,
  COUPON_PERCENT_RANGE,
  type CouponKind,
  errorDefinition,
  COUPON_MESSAGES as M,
  promoDayOf,
} from '@quire/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from '../../../lib/use-form';
import { type Coupon, type CouponSpecs, submitCoupon } from '../api/coupons';
import {
  blankCoupon,
  type CouponMode,
  couponBody,
  couponForm,
  couponValues,
  takesPercent,
} from '../lib/coupon-form';
import { couponsText } from '../messages';
import { CouponFacts } from './CouponFacts';
import { QuoteTable } from './QuoteTable';
import { TitlesField } from './TitlesField';

export type CouponFormApi = ReturnType<typeof useForm<ReturnType<typeof couponForm>>>;

export const COUPON_SUMMARY_PATH = '/projects/coupon/coupon-summary';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields each mode shows an input for; a server message on any other goes to the error dialog. */
const EVERY_FIELD: ReadonlySet<string> = new Set([
  'couponCode',
  'promoKind',
  'percentOff',
  'startDate',
  'endDate',
  'eanList',
  'redemptionLimit',
  'campaignLabel',
]);
const EDITABLE: Record<CouponMode, ReadonlySet<string>> = {
  new: EVERY_FIELD,
  SCHEDULED: EVERY_FIELD,
  ACTIVE: new Set(['endDate', 'campaignLabel']),
  EXPIRED: new Set(),
};

/** A server item's field as the form names it ("coupon.couponCode" → "couponCode"). */
const fieldOf = (field: string | undefined) => field?.replace(/^coupon\./, '');

export interface CouponFormProps {
  specs: CouponSpecs;
  /** The coupon being changed (or looked at, once ended); null creates one. */
  coupon: Coupon | null;
  onSaved: (coupon: Coupon) => void;
}

/**
 * The coupon form (spec 2 §3, §5, §8): code, kind and percent, New York days (sent MM/DD/YYYY),
 * the titles, what readers pay and the author earns per title as the percent is typed, and the
 * optional redemption limit and private campaign label. The domain's rules check as the author
 * types; the server's field errors land on their fields and keep what was typed. A running coupon
 * shows only its end date (earlier) and label; an ended one is read-only.
 */
export function CouponForm({ specs, coupon, onSaved }: CouponFormProps) {
  const mode: CouponMode = coupon ? coupon.status : 'new';
  const today = promoDayOf(specs.today) ?? '';
  const [env] = useState(() => ({
    today,
    keepStart: coupon ? promoDayOf(coupon.startDate) : null,
    endBy: mode === 'ACTIVE' && coupon ? promoDayOf(coupon.endDate) : null,
  }));
  const form = useForm(couponForm(coupon ? couponValues(coupon) : blankCoupon(), env, mode));
  const values = form.values;
  const [pending, setPending] = useState(false);
  const editable = EDITABLE[mode];
  const locked = mode === 'ACTIVE' || mode === 'EXPIRED';

  const onServerError = (e: AppError): boolean => {
    const items = e.items.map((item) => {
      const field = fieldOf(item.field) ?? errorDefinition(item.code).field;
      return {
        code: item.code,
        // The spec's words for its codes (§8); Quire's own as the server sends them.
        description: /^320\d\d$/.test(item.code) ? errorDefinition(item.code).message : item.description,
        ...(field && editable.has(field) ? { field } : {}),
      };
    });
    return form.setServerErrors(items).length === 0;
  };

  const send = form.onSubmit(async (v) => {
    setPending(true);
    try {
      const saved = await submitCoupon(couponBody(v, coupon?.id ?? null), onServerError);
      onSaved(saved);
    } catch {
      // Field errors are on their fields, everything typed kept; anything else reached the error dialog.
      setPending(false);
    }
  });

  // The server checks again on every submit: its last answer no longer holds a field back.
  const submit = (e: FormEvent) => {
    form.form.clearServerErrors();
    return send(e);
  };

  const kindSpec = specs.kinds.find((k) => k.promoKind === values.promoKind);
  const range = COUPON_PERCENT_RANGE[values.promoKind];
  const start = DAY.test(values.startDate) ? values.startDate : null;
  const percent = form.inputProps('percentOff');

  const codeInput = (
    <TextInput
      label={couponsText('form.code')}
      description={M.codeHint}
      withAsterisk
      autoComplete="off"
      spellCheck={false}
      maw={360}
      {...form.inputProps('couponCode')}
    />
  );
  const kindInput = (
    <Radio.Group
      label={couponsText('form.kind')}
      withAsterisk
      value={values.promoKind}
      onChange={(v) => {
        form.setValue('promoKind', v as CouponKind);
        form.commit('promoKind');
      }}
    >
      <Stack gap="xs" mt={6}>
        {specs.kinds.map((k) => (
          <Radio key={k.promoKind} value={k.promoKind} label={k.label} description={k.description} />
        ))}
      </Stack>
    </Radio.Group>
  );
  const percentInput = takesPercent(values.promoKind) ? (
    <TextInput
      label={couponsText('form.percent')}
      description={couponsText('form.percentHint', {
        min: kindSpec?.percentOffMin ?? range?.min ?? 1,
        max: kindSpec?.percentOffMax ?? range?.max ?? 100,
      })}
      withAsterisk
      inputMode="numeric"
      maxLength={3}
      rightSection="%"
      autoComplete="off"
      maw={200}
      {...percent}
      onChange={(e) =>
        percent.onChange({ currentTarget: { value: e.currentTarget.value.replace(/\D/g, '') } })
      }
    />
  ) : null;
  const startInput = (
    <TextInput
      type="date"
      label={couponsText('form.start')}
      description={couponsText('form.startHint')}
      min={today}
      withAsterisk
      maw={260}
      {...form.inputProps('startDate')}
    />
  );
  const endInput = (
    <TextInput
      type="date"
      label={couponsText('form.end')}
      description={couponsText(mode === 'ACTIVE' ? 'form.endEarlier' : 'form.endHint')}
      min={mode === 'ACTIVE' ? today : (start ?? today)}
      max={env.endBy ?? undefined}
      withAsterisk
      maw={260}
      {...form.inputProps('endDate')}
    />
  );
  const labelInput = (
    <TextInput
      label={couponsText('form.label')}
      description={couponsText('form.labelHint')}
      maxLength={specs.labelMax + 20}
      autoComplete="off"
      maw={480}
      {...form.inputProps('campaignLabel')}
    />
  );

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={couponsText(coupon ? 'create.editTitle' : 'create.title')}
    >
      <Stack gap="lg">
        {mode === 'ACTIVE' ? (
          <Alert color="blue.9" variant="light">
            {errorDefinition('COUPON_RUNNING').message}
          </Alert>
        ) : null}
        {mode === 'EXPIRED' ? (
          <Alert color="gray.9" variant="light">
            {errorDefinition('COUPON_ENDED').message}
          </Alert>
        ) : null}
        <Fieldset legend={couponsText('section.coupon')}>
          {locked && coupon ? (
            <CouponFacts coupon={coupon} withEnd={mode === 'EXPIRED'} />
          ) : (
            <Stack gap="md">
              {codeInput}
              {kindInput}
              {percentInput}
            </Stack>
          )}
        </Fieldset>
        {mode === 'EXPIRED' ? null : (
          <Fieldset legend={couponsText('section.dates')}>
            <Group align="flex-start" gap="lg">
              {locked ? null : startInput}
              {endInput}
            </Group>
          </Fieldset>
        )}
        <Fieldset legend={couponsText('section.titles')}>
          <TitlesField form={form} disabled={locked} max={specs.maxTitles} />
        </Fieldset>
        <Fieldset legend={couponsText('section.quote')}>
          <QuoteTable titles={values.eanList} kind={values.promoKind} percentText={values.percentOff} />
        </Fieldset>
        {mode === 'EXPIRED' ? null : (
          <Fieldset legend={couponsText('section.options')}>
            <Stack gap="md">
              {locked ? null : (
                <TextInput
                  label={couponsText('form.limit')}
                  description={couponsText('form.limitHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  maw={260}
                  {...form.inputProps('redemptionLimit')}
                />
              )}
              {labelInput}
            </Stack>
          </Fieldset>
        )}
        <Group gap="sm">
          {mode === 'EXPIRED' ? null : (
            <Button type="submit" loading={pending}>
              {couponsText(coupon ? 'form.save' : 'form.create')}
            </Button>
          )}
          <Anchor component={Link} to={COUPON_SUMMARY_PATH}>
            {couponsText(mode === 'EXPIRED' ? 'form.back' : 'form.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
