import { Button, Group, NativeSelect, Radio, Stack, Title } from '@mantine/core';
import type { Address, AddressValidationResult, Cart, ShippingAddress } from '@quire/domain';
import { ADDRESS_COUNTRIES, CA_PROVINCES, US_STATES } from '@quire/domain/accounts/address';
import { useEffect, useId, useRef, useState } from 'react';
import type { ErrorHandler } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { type AddressAnswer, shipToAddress, shipToNickname } from '../api/cart';
import { shippingAddressForm } from '../forms';
import { CT } from '../messages';
import { AddressFields, AddressText } from './AddressFields';
import { AddressValidationModal } from './AddressValidationModal';

type Run = <T>(call: (onError: ErrorHandler) => Promise<T>, onError?: ErrorHandler) => Promise<T>;

const placesOf = (codes: readonly string[]) => codes.map((c) => ({ code: c, name: c }));
export const shippingStates = (country: string) =>
  country === 'US' ? placesOf(US_STATES) : country === 'CA' ? placesOf(CA_PROVINCES) : null;

const stripBook = ({ addressId: _i, addressType: _t, ...rest }: Address): ShippingAddress => rest;

/**
 * The shipping address (spec 1 §2): one of the address book's, by nickname, or a new one. An
 * address with a problem opens the validation dialog with its suggested correction.
 */
export function ShippingAddressSection({
  cart,
  addresses,
  run,
  onCart,
}: {
  cart: Cart;
  addresses: Address[];
  run: Run;
  onCart: (cart: Cart) => void;
}) {
  const headingId = useId();
  const current = cart.shippingGroups[0]?.shippingAddress ?? null;
  const named = addresses.filter((a) => a.nickname);
  const [changing, setChanging] = useState(current === null);
  const [mode, setMode] = useState<'book' | 'new'>(named.length > 0 ? 'book' : 'new');
  const [nickname, setNickname] = useState(named[0]?.nickname ?? '');
  const [pending, setPending] = useState(false);
  const [check, setCheck] = useState<{ validation: AddressValidationResult; sent: ShippingAddress } | null>(
    null,
  );
  const [draft, setDraft] = useState<{
    address: Partial<ShippingAddress>;
    validation?: AddressValidationResult;
    n: number;
  }>({ address: {}, n: 0 });

  function answered(answer: AddressAnswer, sent: ShippingAddress) {
    if (answer.accepted) {
      setCheck(null);
      setChanging(false);
      onCart(answer.cart);
    } else setCheck({ validation: answer.addressValidation, sent });
  }

  async function send(
    call: (onError: ErrorHandler) => Promise<AddressAnswer>,
    sent: ShippingAddress,
    onError?: ErrorHandler,
  ) {
    setPending(true);
    try {
      answered(await run(call, onError), sent);
    } catch {
      // Shown on the form, or by the central dialog.
    } finally {
      setPending(false);
    }
  }

  const chosen = named.find((a) => a.nickname === nickname);

  if (!changing && current) {
    return (
      <section aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mb="xs">
          {CT.shipping}
        </Title>
        <Group justify="space-between" align="flex-start">
          <div>
            <strong>{CT.shippingTo}</strong>
            <AddressText address={current} />
          </div>
          <Button variant="default" size="xs" onClick={() => setChanging(true)}>
            {CT.change}
          </Button>
        </Group>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {CT.shipping}
      </Title>
      <Stack gap="sm">
        {named.length > 0 ? (
          <Radio.Group value={mode} onChange={(v) => setMode(v as 'book' | 'new')} label={CT.shipping}>
            <Group mt="xs">
              <Radio value="book" label={CT.fromBook} />
              <Radio value="new" label={CT.newAddress} />
            </Group>
          </Radio.Group>
        ) : null}
        {mode === 'book' && named.length > 0 ? (
          <Stack gap="sm">
            <NativeSelect
              label={CT.chooseNickname}
              value={nickname}
              onChange={(e) => setNickname(e.currentTarget.value)}
              data={named.map((a) => ({ value: a.nickname, label: a.nickname }))}
            />
            {chosen ? <AddressText address={chosen} /> : null}
            <Group>
              <Button
                loading={pending}
                onClick={() =>
                  chosen && void send((onError) => shipToNickname(nickname, onError), stripBook(chosen))
                }
              >
                {CT.useAddress}
              </Button>
            </Group>
          </Stack>
        ) : (
          <NewAddressForm
            key={draft.n}
            initial={draft.address}
            validation={draft.validation}
            pending={pending}
            onSubmit={(values, onError) => send((h) => shipToAddress(values, h), values, onError)}
          />
        )}
      </Stack>
      {check ? (
        <AddressValidationModal
          validation={check.validation}
          pending={pending}
          onAccept={() => {
            const s = check.validation.suggestion;
            if (s) void send((onError) => shipToAddress(s, onError), s);
          }}
          onEdit={() => {
            setDraft((d) => ({ address: check.sent, validation: check.validation, n: d.n + 1 }));
            setMode('new');
            setCheck(null);
          }}
        />
      ) : null}
    </section>
  );
}

function NewAddressForm({
  initial,
  validation,
  pending,
  onSubmit,
}: {
  initial: Partial<ShippingAddress>;
  validation?: AddressValidationResult;
  pending: boolean;
  onSubmit: (values: ShippingAddress, onError: ErrorHandler) => Promise<void>;
}) {
  const form = useForm(shippingAddressForm(initial));
  const applied = useRef(false);
  useEffect(() => {
    // The problems the check found, on their fields, so the user sees what to edit.
    if (applied.current || !validation) return;
    applied.current = true;
    form.setServerErrors(validation.problems);
  });
  const submit = form.onSubmit((values) =>
    onSubmit(values as ShippingAddress, (e) => form.handleServerError(e)),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={CT.newAddress}>
      <Stack gap="sm">
        <AddressFields
          inputProps={form.inputProps as never}
          countries={ADDRESS_COUNTRIES}
          states={shippingStates(String(form.values.country))}
          nickname
        />
        <Group>
          <Button type="submit" loading={pending}>
            {CT.shipToNew}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
