import {
  Button,
  type ComboboxItem,
  Group,
  type OptionsFilter,
  Radio,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type PublisherInfoInput,
  publisherProblems,
  stateOptions,
  US_COUNTRY,
  VENDOR_COUNTRIES,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toasts';
import { SESSION_KEY } from '../../../lib/session';
import { loadStates, savePublisherInfo, type VendorInfo, vendorKeys } from '../api';
import { vendorText } from '../messages';
import { useFieldErrors } from '../use-field-errors';

const COUNTRY_OPTIONS = VENDOR_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** A state is found by any part of its name ('Maine', 'york') or by its code ('ME'). */
const stateFilter: OptionsFilter = ({ options, search }) => {
  const q = search.trim().toLowerCase();
  if (!q) return options;
  return (options as ComboboxItem[]).filter(
    (o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase() === q,
  );
};

/**
 * The publisher section (spec 3 §3): name, web site, the citizen choice and the address of type
 * Payment. Yes sets the country to 840; a country change clears the state and reloads the states.
 */
export function PublisherForm({
  info,
  register,
  onSaved,
}: {
  info: VendorInfo;
  /** The welcome flow's registration (createPublisherAccount) rather than an update. */
  register?: boolean;
  onSaved?: (info: VendorInfo) => void;
}) {
  const client = useQueryClient();
  const [values, setValues] = useState<PublisherInfoInput>({
    publisherName: info.publisher.publisherName,
    publisherWebSite: info.publisher.publisherWebSite,
    usCitizen: info.publisher.usCitizen,
    address: { ...info.address, addressType: 'Payment' },
  });
  const [states, setStates] = useState<string[]>(info.states);
  const [pending, setPending] = useState(false);
  const errors = useFieldErrors(publisherProblems(values));
  const readOnly = info.readOnly !== null;

  const set = (field: keyof Omit<PublisherInfoInput, 'address' | 'usCitizen'>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.changed(field);
  };
  const setAddress = (field: keyof PublisherInfoInput['address'], value: string) => {
    setValues((v) => ({ ...v, address: { ...v.address, [field]: value } }));
    errors.changed(`address.${field}`);
  };
  const changeCountry = (country: string) => {
    setValues((v) => ({ ...v, address: { ...v.address, country, state: '' } }));
    errors.changed('address.country');
    setStates([]);
    if (country) void loadStates(country).then(setStates, () => setStates([]));
  };
  const changeCitizen = (usCitizen: boolean) => {
    setValues((v) => ({ ...v, usCitizen }));
    changeCountry(usCitizen ? US_COUNTRY : '');
  };

  const text = (field: 'publisherName' | 'publisherWebSite', label: string, required = false) => ({
    label,
    required,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    onBlur: () => errors.touch(field),
    error: errors.error(field),
  });
  const address = (field: keyof PublisherInfoInput['address'], label: string, required = false) => ({
    label,
    required,
    value: values.address[field],
    onChange: (e: { currentTarget: { value: string } }) => setAddress(field, e.currentTarget.value),
    onBlur: () => errors.touch(`address.${field}`),
    error: errors.error(`address.${field}`),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!errors.submit()) {
      setTimeout(
        () => document.querySelector<HTMLElement>('#vendor-publisher [aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    setPending(true);
    try {
      const saved = await savePublisherInfo(values, register === true, errors.setServerErrors);
      client.setQueryData(vendorKeys.info, saved);
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      showToast({ message: 'Your publisher information has been saved.', tone: 'success' });
      onSaved?.(saved);
    } catch {
      // Field errors are on their fields; other failures went to the error dialog.
    } finally {
      setPending(false);
    }
  }

  return (
    <form id="vendor-publisher" onSubmit={submit} noValidate aria-labelledby="vendor-publisher-title">
      <fieldset disabled={readOnly || pending} className="vendor-fieldset">
        <Stack gap="sm">
          <Title order={2} id="vendor-publisher-title">
            Publisher information
          </Title>
          <TextInput {...text('publisherName', 'Publisher name', true)} autoComplete="organization" />
          <TextInput {...text('publisherWebSite', 'Web site')} autoComplete="url" placeholder="https://" />
          <Radio.Group
            label="Are you a US citizen or US taxpayer?"
            required
            value={values.usCitizen ? 'yes' : 'no'}
            onChange={(v) => changeCitizen(v === 'yes')}
          >
            <Group mt="xs">
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
          <Select
            label="Country"
            required
            data={values.usCitizen ? COUNTRY_OPTIONS : COUNTRY_OPTIONS.filter((c) => c.value !== US_COUNTRY)}
            value={values.address.country || null}
            onChange={(v) => changeCountry(v ?? '')}
            disabled={readOnly || values.usCitizen}
            error={errors.error('address.country')}
            allowDeselect={false}
          />
          <TextInput {...address('addressLine1', 'Address', true)} autoComplete="address-line1" />
          <TextInput {...address('addressLine2', 'Address line 2')} autoComplete="address-line2" />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput {...address('city', 'City', true)} autoComplete="address-level2" miw={160} />
            {states.length > 0 ? (
              <Select
                label="State"
                required
                data={stateOptions(values.address.country, states)}
                filter={stateFilter}
                nothingFoundMessage={vendorText('state.nothing')}
                value={values.address.state || null}
                onChange={(v) => {
                  setAddress('state', v ?? '');
                  errors.touch('address.state');
                }}
                error={errors.error('address.state')}
                searchable
                miw={120}
              />
            ) : null}
            <TextInput {...address('zip', 'Postal code', true)} autoComplete="postal-code" miw={120} />
          </Group>
          <TextInput {...address('phone', 'Phone')} autoComplete="tel" type="tel" />
          {!readOnly ? (
            <Group>
              <Button type="submit" loading={pending}>
                Save publisher information
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
