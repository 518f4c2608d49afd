import { Button, Group, Modal, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Address, AddressInput } from '@quire/domain';
import { CA_PROVINCES, US_STATES } from '@quire/domain/accounts/address';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { t } from '../../../i18n';
import { pageRows } from '../../../lib/list-rows';
import { listSpec } from '../../../lib/list-state';
import { useForm } from '../../../lib/use-form';
import { useListState } from '../../../lib/use-list-state';
import {
  accountKeys,
  addAddress,
  addressBookQuery,
  paymentMethodsQuery,
  updateAddress,
} from '../api/account';
import { AccountPage } from '../components/AccountPage';
import { addressForm } from '../forms';
import { accountText } from '../messages';

/** The page in the address; the addresses keep the order the server gives. */
const ADDRESSES = listSpec({
  pageSize: 30,
  sort: { fields: ['saved'], default: { field: 'saved', direction: 'asc' }, fixedDirection: true },
  filters: {},
});

/** Address book (spec 3 §3, §7): the Mailing addresses, add and edit; the saved cards below. */
export default function AddressBookPage() {
  const list = useListState(ADDRESSES);
  const book = useQuery({ ...addressBookQuery, enabled: list.ready });
  const cards = useQuery(paymentMethodsQuery);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const headingId = useId();

  return (
    <AccountPage title={accountText('addresses.title')} intro={accountText('addresses.intro')}>
      <QueryState query={book}>
        {(data) => (
          <>
            <Group>
              <Button onClick={() => setEditing('new')}>{accountText('addresses.add')}</Button>
            </Group>
            {data.addresses.length === 0 ? (
              <Text>{accountText('addresses.empty')}</Text>
            ) : (
              <>
                <ul className="account-list" aria-label={accountText('addresses.title')}>
                  {pageRows(data.addresses, list.state.page, list.pageSize).map((a) => (
                    <li key={a.addressId}>
                      <Paper withBorder p="md" radius="md">
                        <Group justify="space-between" align="flex-start">
                          <AddressLines address={a} countries={data.countries} />
                          <Button
                            variant="default"
                            size="xs"
                            aria-label={accountText('addresses.editLabel', {
                              name: a.nickname || `${a.firstName} ${a.lastName}`,
                            })}
                            onClick={() => setEditing(a)}
                          >
                            {accountText('addresses.edit')}
                          </Button>
                        </Group>
                      </Paper>
                    </li>
                  ))}
                </ul>
                <Pager
                  page={list.state.page}
                  total={data.addresses.length}
                  pageSize={list.pageSize}
                  label={accountText('addresses.pages')}
                  hrefFor={(page) => list.hrefFor({ page })}
                />
              </>
            )}
            {editing ? (
              <AddressDialog
                address={editing === 'new' ? undefined : editing}
                countries={data.countries}
                onClose={() => setEditing(null)}
              />
            ) : null}
          </>
        )}
      </QueryState>
      <section aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mb="sm">
          {accountText('paymentMethods.title')}
        </Title>
        <QueryState
          query={cards}
          isEmpty={(rows) => rows.length === 0}
          empty={<Text>{accountText('paymentMethods.empty')}</Text>}
        >
          {(rows) => (
            <ul className="account-list">
              {rows.map((c) => (
                <li key={c.paymentMethodId}>
                  {accountText('paymentMethods.card', {
                    brand: c.cardType,
                    last4: c.lastFourDigits,
                    month: c.expirationMonth,
                    year: c.expirationYear,
                  })}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </AccountPage>
  );
}

function AddressLines({
  address: a,
  countries,
}: {
  address: Address;
  countries: Array<{ code: string; name: string }>;
}) {
  const country = countries.find((c) => c.code === a.country)?.name ?? a.country;
  return (
    <div>
      {a.nickname ? <Text fw={600}>{a.nickname}</Text> : null}
      <Text>
        {a.firstName} {a.lastName}
        {a.company ? `, ${a.company}` : ''}
      </Text>
      <Text>
        {a.address1}
        {a.address2 ? `, ${a.address2}` : ''}
      </Text>
      <Text>
        {a.city}
        {a.state ? `, ${a.state}` : ''} {a.postalCode}
      </Text>
      <Text>{country}</Text>
      {a.phoneNumber ? <Text>{a.phoneNumber}</Text> : null}
    </div>
  );
}

function AddressDialog({
  address,
  countries,
  onClose,
}: {
  address?: Address;
  countries: Array<{ code: string; name: string }>;
  onClose: () => void;
}) {
  const form = useForm(addressForm(address));
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const country = String(form.values.country);
  const states = country === 'US' ? US_STATES : country === 'CA' ? CA_PROVINCES : null;

  const submit = form.onSubmit(async (values) => {
    setPending(true);
    const body = { ...values, addressType: 'Mailing' } as AddressInput;
    try {
      if (address) await updateAddress({ ...body, addressId: address.addressId }, form.handleServerError);
      else await addAddress(body, form.handleServerError);
      await client.invalidateQueries({ queryKey: accountKeys.addresses });
      showToast({ message: accountText(address ? 'addresses.updated' : 'addresses.added'), tone: 'success' });
      onClose();
    } catch {
      setPending(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={accountText(address ? 'addresses.editTitle' : 'addresses.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={accountText('addresses.nickname')}
            data-autofocus
            {...form.inputProps('nickname')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={accountText('addresses.firstName')}
              autoComplete="given-name"
              miw={180}
              {...form.inputProps('firstName')}
            />
            <TextInput
              label={accountText('addresses.lastName')}
              autoComplete="family-name"
              miw={180}
              {...form.inputProps('lastName')}
            />
          </Group>
          <TextInput
            label={accountText('addresses.company')}
            autoComplete="organization"
            {...form.inputProps('company')}
          />
          <NativeSelect
            label={accountText('addresses.country')}
            autoComplete="country"
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            {...form.inputProps('country', { commitOnChange: true })}
          />
          <TextInput
            label={accountText('addresses.address1')}
            autoComplete="address-line1"
            {...form.inputProps('address1')}
          />
          <TextInput
            label={accountText('addresses.address2')}
            autoComplete="address-line2"
            {...form.inputProps('address2')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={accountText('addresses.city')}
              autoComplete="address-level2"
              miw={160}
              {...form.inputProps('city')}
            />
            {states ? (
              <NativeSelect
                label={accountText('addresses.state')}
                autoComplete="address-level1"
                miw={140}
                data={[
                  { value: '', label: accountText('addresses.statePlaceholder') },
                  ...states.map((s) => ({ value: s, label: s })),
                ]}
                {...form.inputProps('state', { commitOnChange: true })}
              />
            ) : (
              <TextInput
                label={accountText('addresses.state')}
                autoComplete="address-level1"
                miw={140}
                {...form.inputProps('state')}
              />
            )}
            <TextInput
              label={accountText('addresses.postalCode')}
              autoComplete="postal-code"
              miw={120}
              {...form.inputProps('postalCode')}
            />
          </Group>
          <TextInput
            label={accountText('addresses.phoneNumber')}
            type="tel"
            autoComplete="tel"
            {...form.inputProps('phoneNumber')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {accountText('account.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {accountText('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
