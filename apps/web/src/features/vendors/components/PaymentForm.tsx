import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  BANK_ACCOUNT_TYPES,
  bankCurrency,
  bankSchemeOf,
  emptyPayment,
  FATCA_CODES,
  idLabelOf,
  idTypeFor,
  isIndividualTaxpayer,
  PAYEE_CODES,
  type PaymentInfoInput,
  paymentProblems,
  routingLabelOf,
  showsUsdNote,
  USD_NOTE,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toasts';
import { SESSION_KEY } from '../../../lib/session';
import { savePaymentInfo, type VendorInfo, vendorKeys } from '../api';
import { useFieldErrors } from '../use-field-errors';
import { Digital1099 } from './Digital1099';
import { W9Dialog } from './W9Dialog';

/** Fired on window when a save moves a New vendor to another status (spec 3 §4 vendor-created event). */
export const VENDOR_CREATED_EVENT = 'quire:vendor-created';

function initialPayment(info: VendorInfo): PaymentInfoInput {
  const base = emptyPayment();
  if (!info.payment) {
    const us = info.publisher.usCitizen;
    return {
      ...base,
      countryBank: us ? '840' : info.address.country,
      taxPayerTypeId: us ? 'INDIVIDUAL' : '01',
    };
  }
  const p = info.payment;
  return Object.fromEntries(
    Object.keys(base).map((k) => [k, p[k as keyof PaymentInfoInput] ?? '']),
  ) as unknown as PaymentInfoInput;
}

/**
 * Tax and bank information (spec 3 §3–§5) on the domain's payment rules, the same the server runs.
 * Secrets arrive masked (X for all but the last 4); left as they are they keep the stored value,
 * and must be re-entered when other taxpayer or bank information changes.
 */
export function PaymentForm({ info, onSaved }: { info: VendorInfo; onSaved?: (info: VendorInfo) => void }) {
  const client = useQueryClient();
  const us = info.publisher.usCitizen;
  const [values, setValues] = useState<PaymentInfoInput>(() => initialPayment(info));
  const [pending, setPending] = useState(false);
  const [w9, setW9] = useState(false);
  // The 1099 delivery choice before the first save (it goes with it); afterwards it saves at once.
  const [digital1099, setDigital1099] = useState(false);
  const previous = info.payment ? initialPayment(info) : null;
  const problems = paymentProblems(values, { usTaxpayer: us, taxCountry: info.address.country, previous });
  const errors = useFieldErrors(problems);
  const readOnly = info.readOnly !== null;
  const individual = isIndividualTaxpayer(us, values.taxPayerTypeId);
  const idType = idTypeFor(us, values.taxPayerTypeId, values.idType);
  const scheme = bankSchemeOf(values.countryBank);

  const set = (field: keyof PaymentInfoInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.changed(field);
  };
  const input = (
    field: keyof PaymentInfoInput,
    label: string,
    extra: { required?: boolean; autoComplete?: string } = {},
  ) => ({
    label,
    required: extra.required ?? false,
    autoComplete: extra.autoComplete ?? 'off',
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    onBlur: () => errors.touch(field),
    error: errors.error(field),
  });
  const select = (
    field: keyof PaymentInfoInput,
    label: string,
    data: Array<{ value: string; label: string }> | string[],
    required = false,
  ) => ({
    label,
    required,
    data,
    value: values[field] || null,
    onChange: (v: string | null) => {
      set(field, v ?? '');
      errors.touch(field);
    },
    error: errors.error(field),
  });

  /** `certifyW9`: the author certified the W-9 in its dialog, their electronic signature. */
  async function save(certifyW9: boolean) {
    setW9(false);
    setPending(true);
    try {
      const saved = await savePaymentInfo(
        {
          ...values,
          idType,
          ...(us ? { certifyW9 } : {}),
          ...(us && !info.payment ? { isDigital1099: digital1099 } : {}),
        },
        errors.setServerErrors,
      );
      client.setQueryData(vendorKeys.info, saved);
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      if (info.publisher.status === 'New' && saved.publisher.status !== 'New')
        window.dispatchEvent(new CustomEvent(VENDOR_CREATED_EVENT, { detail: saved.publisher }));
      showToast({ message: 'Your tax and bank information has been saved.', tone: 'success' });
      onSaved?.(saved);
    } catch {
      // Field errors are on their fields; other failures went to the error dialog.
    } finally {
      setPending(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!errors.submit()) {
      setTimeout(
        () => document.querySelector<HTMLElement>('#vendor-payment [aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    if (us) setW9(true);
    else void save(false);
  }

  const taxTypes = us
    ? info.usTaxpayerTypes.map((t) => ({ value: t.id, label: t.text }))
    : info.nonUsTaxpayerTypes
        .filter((t) => t.id !== '01')
        .map((t) => ({ value: t.id, label: `${t.id} ${t.text}` }));

  return (
    <form id="vendor-payment" onSubmit={submit} noValidate aria-labelledby="vendor-payment-title">
      <fieldset disabled={readOnly || pending} className="vendor-fieldset">
        <Stack gap="sm">
          <Title order={2} id="vendor-payment-title">
            Tax information
          </Title>
          {us ? (
            <Select {...select('taxPayerTypeId', 'Taxpayer type', taxTypes, true)} allowDeselect={false} />
          ) : (
            <>
              <Radio.Group
                label="Are you an individual or a company?"
                required
                value={individual ? 'individual' : 'company'}
                onChange={(v) => set('taxPayerTypeId', v === 'individual' ? '01' : '02')}
              >
                <Group mt="xs">
                  <Radio value="individual" label="Individual" />
                  <Radio value="company" label="Company" />
                </Group>
              </Radio.Group>
              {!individual ? (
                <Select
                  {...select('taxPayerTypeId', 'Type of company', taxTypes, true)}
                  allowDeselect={false}
                />
              ) : null}
            </>
          )}
          {us && values.taxPayerTypeId === 'OTHER' ? (
            <>
              <TextInput {...input('taxPayerTypeText', 'Entity type', { required: true })} />
              <Radio.Group
                label="ID type"
                required
                value={values.idType === 'None' ? '' : values.idType}
                onChange={(v) => set('idType', v)}
                error={errors.error('idType')}
              >
                <Group mt="xs">
                  <Radio value="SSN" label="SSN" />
                  <Radio value="EIN" label="EIN" />
                </Group>
              </Radio.Group>
            </>
          ) : null}
          {individual ? (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                {...input('taxFirstName', 'First name', { required: true, autoComplete: 'given-name' })}
                miw={160}
              />
              <TextInput
                {...input('taxLastName', 'Last name', { required: true, autoComplete: 'family-name' })}
                miw={160}
              />
            </Group>
          ) : (
            <TextInput
              {...input('taxCompanyName', 'Company name', { required: true, autoComplete: 'organization' })}
            />
          )}
          <TextInput
            {...input('govtIdNumber', us ? idLabelOf(idType) : 'TIN', { required: true })}
            description="Dashes and spaces are removed. A masked number (X…) keeps the one on file."
            inputMode={us ? 'numeric' : 'text'}
          />
          {!individual ? (
            <Group grow align="flex-start" wrap="wrap">
              <Select
                {...select('payeeCode', 'Exempt payee code (if any)', PAYEE_CODES)}
                clearable
                miw={160}
              />
              <Select
                {...select('fatcaCode', 'FATCA exemption code (if any)', FATCA_CODES)}
                clearable
                miw={160}
              />
            </Group>
          ) : null}
          {!us ? <TextInput {...input('vats', 'VAT number')} /> : null}
          <Digital1099 info={info} value={digital1099} onChange={setDigital1099} />

          <Title order={2} mt="md">
            Bank information
          </Title>
          <Select
            {...select(
              'countryBank',
              'Bank country',
              info.bank_countries.map((c) => ({ value: c.code, label: c.name })),
              true,
            )}
            allowDeselect={false}
          />
          {values.countryBank ? <Text size="sm">Currency: {bankCurrency(values.countryBank)}</Text> : null}
          {showsUsdNote(values.countryBank) ? (
            <Alert color="blue" role="note">
              {USD_NOTE}
            </Alert>
          ) : null}
          <Radio.Group
            label="Who owns the bank account?"
            required
            value={values.bankOwnerType}
            onChange={(v) => set('bankOwnerType', v)}
          >
            <Group mt="xs">
              <Radio value="INDIVIDUAL" label="An individual" />
              <Radio value="COMPANY" label="A company" />
            </Group>
          </Radio.Group>
          {values.bankOwnerType === 'INDIVIDUAL' ? (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput {...input('firstName', 'Account holder first name', { required: true })} miw={160} />
              <TextInput {...input('lastName', 'Account holder last name', { required: true })} miw={160} />
            </Group>
          ) : (
            <TextInput {...input('companyName', 'Account holder company name', { required: true })} />
          )}
          <TextInput {...input('bankName', 'Bank name', { required: true })} />
          <Select
            {...select(
              'accountType',
              'Account type',
              BANK_ACCOUNT_TYPES.map((t) => ({ value: t, label: t })),
              true,
            )}
            allowDeselect={false}
          />
          <TextInput {...input('accountNumber', 'Account Number', { required: true })} inputMode="numeric" />
          {scheme === 'aba' || scheme === 'bsb' || scheme === 'transit' ? (
            <TextInput
              {...input('routingNumber', routingLabelOf(values.countryBank), { required: true })}
              inputMode="numeric"
            />
          ) : null}
          {scheme === 'iban' ? <TextInput {...input('iban', 'IBAN', { required: true })} /> : null}
          {scheme && scheme !== 'aba' ? (
            <TextInput {...input('swift', 'SWIFT/BIC code', { required: true })} />
          ) : null}
          {!readOnly ? (
            <Group>
              <Button type="submit" loading={pending}>
                Save tax and bank information
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
      {w9 ? (
        <W9Dialog
          onConfirm={() => void save(true)}
          onClose={() => setW9(false)}
          submits={!info.taxForm.paperFormRequested}
        />
      ) : null}
    </form>
  );
}
