import '../../../components/plain.css';
import type { Cart, ShippingAddress } from '@quire/domain';
import { checkoutError, padExpirationMonth } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxField, SelectField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextField';
import { api } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { billingCountriesQuery, billingStatesQuery, eProtectQuery, setPaymentMethod } from '../api/cart';
import { registerCard } from '../api/tokenizer';
import { cardForm, expiryMonths } from '../forms';
import { CT, TOKENIZER_ERRORS } from '../messages';
import { AddressFields } from './AddressFields';
import type { useTwoStep } from './two-step';

export interface SavedCard {
  eProtectId: string;
  type: string;
  lastFour: string;
  month: string;
  year: string;
}

/**
 * The card (spec 3 §5 "Card"): number and security code go straight to the gateway's card field,
 * whose registration id, expiry and billing address become the cart's payment method.
 */
export function CardForm({
  shipping,
  run,
  error,
  onSaved,
}: {
  shipping: ShippingAddress | null;
  run: ReturnType<typeof useTwoStep>['run'];
  /** An error placed on the card number after the order was refused (31002). */
  error: string | null;
  onSaved: (card: SavedCard, cart: Cart) => void;
}) {
  const now = () => new Date(api.serverNow());
  const { nickname: _n, ...billing } = shipping ?? ({} as Partial<ShippingAddress>);
  const form = useForm(cardForm(now, billing));
  const gateway = useQuery(eProtectQuery);
  const country = String(form.values.country);
  const countries = useQuery(billingCountriesQuery);
  const states = useQuery({ ...billingStatesQuery(country), enabled: country !== '' });
  const [pending, setPending] = useState(false);
  // A form shown again after the order refused the card opens with the field-errors message.
  const [general, setGeneral] = useState<string | null>(error ? CT.fieldErrors : null);
  const headingId = useId();
  // The order's refusal of the card (31002) stays on the number until it is typed again.
  const [refused, setRefused] = useState(error);
  const numberInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!error) return;
    setGeneral(CT.fieldErrors);
    numberInput.current?.focus();
  }, [error]);
  const numberProps = form.inputProps('cardNumber');

  const years = gateway.data?.expirationYears ?? [];
  const months = expiryMonths(String(form.values.expYear), now());
  const same = form.values.sameAsShipping === true && shipping !== null;

  const submit = form.onSubmit(async (values) => {
    if (!gateway.data) return;
    setPending(true);
    setGeneral(null);
    try {
      const card = {
        cardNumber: values.cardNumber,
        expMonth: values.expMonth,
        expYear: values.expYear,
        ...(values.cvv ? { cvv: values.cvv } : {}),
      };
      const answer = await registerCard(gateway.data.registrationUrl, card);
      if (!answer) {
        setGeneral(CT.cardUnreachable);
        return;
      }
      if (answer.response !== '870') {
        const where = TOKENIZER_ERRORS[answer.response];
        setGeneral(CT.fieldErrors);
        form.setServerErrors([
          { field: where?.field ?? 'cardNumber', description: where?.message ?? answer.message },
        ]);
        return;
      }
      const { sameAsShipping: _s, cardNumber: _c, cvv: _v, expMonth, expYear, ...fields } = values;
      const address =
        same && shipping ? { ...billing, firstName: fields.firstName, lastName: fields.lastName } : fields;
      const eProtectId = answer.paypageRegistrationId;
      const saved = await run(
        (onError) =>
          setPaymentMethod(
            {
              eProtectId,
              expirationMonth: padExpirationMonth(expMonth),
              expirationYear: expYear,
              billingAddress: address as typeof fields,
            },
            onError,
          ),
        (e) => {
          const item = e.items[0];
          if (item?.code === '31002') {
            setGeneral(CT.fieldErrors);
            form.setServerErrors([{ field: 'cardNumber', description: checkoutError(item).message }]);
            return true;
          }
          const left = form.setServerErrors(e.items);
          if (left.length === 0) setGeneral(CT.fieldErrors);
          return left.length === 0;
        },
      );
      form.setValue('cardNumber', '');
      form.setValue('cvv', '');
      onSaved(
        {
          eProtectId,
          type: answer.type,
          lastFour: answer.lastFour,
          month: padExpirationMonth(expMonth),
          year: expYear,
        },
        saved.cart,
      );
    } catch {
      // Shown on the form, or by the central dialog.
    } finally {
      setPending(false);
    }
  });

  const choices = (values: readonly string[]) => [
    { value: '', label: CT.statePlaceholder },
    ...values.map((v) => ({ value: v, label: v })),
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 className="heading heading-3 cart-heading" id={headingId}>
        {CT.payment}
      </h2>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className="stack stack-sm">
          {general ? (
            <div role="alert" className="notice notice-error">
              {general}
            </div>
          ) : null}
          <TextField
            label={CT.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            ref={numberInput}
            {...numberProps}
            error={numberProps.error ?? refused ?? undefined}
            onChange={(e) => {
              setRefused(null);
              numberProps.onChange(e);
            }}
          />
          <div className="field-row">
            <SelectField
              label={CT.expMonth}
              autoComplete="cc-exp-month"
              required
              options={choices(months)}
              {...form.inputProps('expMonth', { commitOnChange: true })}
            />
            <SelectField
              label={CT.expYear}
              autoComplete="cc-exp-year"
              required
              options={choices(years)}
              {...form.inputProps('expYear', { commitOnChange: true })}
            />
            <TextField label={CT.cvv} inputMode="numeric" autoComplete="cc-csc" {...form.inputProps('cvv')} />
          </div>
          <h3 className="heading heading-4">{CT.billing}</h3>
          {shipping ? (
            <CheckboxField label={CT.sameAsShipping} {...form.checkboxProps('sameAsShipping')} />
          ) : null}
          {same ? (
            <div className="field-row">
              <TextField
                label={CT.firstName}
                autoComplete="cc-given-name"
                {...form.inputProps('firstName')}
              />
              <TextField label={CT.lastName} autoComplete="cc-family-name" {...form.inputProps('lastName')} />
            </div>
          ) : (
            <AddressFields
              inputProps={form.inputProps as never}
              countries={countries.data ?? []}
              states={states.data ?? null}
            />
          )}
          <div>
            <button
              type="submit"
              className="button"
              disabled={pending || !gateway.data}
              aria-busy={pending || undefined}
            >
              {pending ? <span className="spinner spinner-on-dark" aria-hidden="true" /> : null}
              {CT.saveCard}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
