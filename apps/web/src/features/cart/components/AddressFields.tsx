import { Group, NativeSelect, TextInput } from '@mantine/core';
import { CT } from '../messages';

type InputProps = (
  name: never,
  options?: { commitOnChange?: boolean },
) => {
  name: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
  onKeyDown: (e: { key: string }) => void;
  error: string | undefined;
};

export interface Place {
  code: string;
  name: string;
}

/**
 * An address's fields (shipping or billing), labelled, each error linked to its field by Mantine
 * (aria-invalid, aria-describedby). `states` is the list of the chosen country, or null for a
 * country without one (then a text field).
 */
export function AddressFields({
  inputProps,
  countries,
  states,
  nickname = false,
  namePrefix = '',
}: {
  inputProps: InputProps;
  countries: readonly Place[];
  states: readonly Place[] | null;
  nickname?: boolean;
  namePrefix?: string;
}) {
  const p = inputProps as (name: string, options?: { commitOnChange?: boolean }) => ReturnType<InputProps>;
  return (
    <>
      {nickname ? <TextInput label={CT.nickname} {...p('nickname')} /> : null}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={`${namePrefix}${CT.firstName}`}
          autoComplete="given-name"
          miw={180}
          {...p('firstName')}
        />
        <TextInput
          label={`${namePrefix}${CT.lastName}`}
          autoComplete="family-name"
          miw={180}
          {...p('lastName')}
        />
      </Group>
      <TextInput label={CT.company} autoComplete="organization" {...p('company')} />
      <NativeSelect
        label={CT.country}
        autoComplete="country"
        data={countries.map((c) => ({ value: c.code, label: c.name }))}
        {...p('country', { commitOnChange: true })}
      />
      <TextInput label={CT.address1} autoComplete="address-line1" {...p('address1')} />
      <TextInput label={CT.address2} autoComplete="address-line2" {...p('address2')} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={CT.city} autoComplete="address-level2" miw={160} {...p('city')} />
        {states && states.length > 0 ? (
          <NativeSelect
            label={CT.state}
            autoComplete="address-level1"
            miw={140}
            data={[
              { value: '', label: CT.statePlaceholder },
              ...states.map((s) => ({ value: s.code, label: s.name })),
            ]}
            {...p('state', { commitOnChange: true })}
          />
        ) : (
          <TextInput label={CT.state} autoComplete="address-level1" miw={140} {...p('state')} />
        )}
        <TextInput label={CT.postalCode} autoComplete="postal-code" miw={120} {...p('postalCode')} />
      </Group>
      <TextInput label={CT.phoneNumber} type="tel" autoComplete="tel" {...p('phoneNumber')} />
    </>
  );
}

/** An address in lines, for the summary and the validation dialog. */
export function AddressText({ address: a }: { address: { [k: string]: string | undefined } }) {
  return (
    <div>
      <div>
        {a.firstName} {a.lastName}
        {a.company ? `, ${a.company}` : ''}
      </div>
      <div>
        {a.address1}
        {a.address2 ? `, ${a.address2}` : ''}
      </div>
      <div>
        {a.city}
        {a.state ? `, ${a.state}` : ''} {a.postalCode}
      </div>
      <div>{a.country}</div>
    </div>
  );
}
