import { SelectField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextField';
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
 * An address's fields (shipping or billing), plain and labelled, each error linked to its field
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
      {nickname ? <TextField label={CT.nickname} {...p('nickname')} /> : null}
      <div className="field-row">
        <TextField label={`${namePrefix}${CT.firstName}`} autoComplete="given-name" {...p('firstName')} />
        <TextField label={`${namePrefix}${CT.lastName}`} autoComplete="family-name" {...p('lastName')} />
      </div>
      <TextField label={CT.company} autoComplete="organization" {...p('company')} />
      <SelectField
        label={CT.country}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        {...p('country', { commitOnChange: true })}
      />
      <TextField label={CT.address1} autoComplete="address-line1" {...p('address1')} />
      <TextField label={CT.address2} autoComplete="address-line2" {...p('address2')} />
      <div className="field-row">
        <TextField label={CT.city} autoComplete="address-level2" {...p('city')} />
        {states && states.length > 0 ? (
          <SelectField
            label={CT.state}
            autoComplete="address-level1"
            options={[
              { value: '', label: CT.statePlaceholder },
              ...states.map((s) => ({ value: s.code, label: s.name })),
            ]}
            {...p('state', { commitOnChange: true })}
          />
        ) : (
          <TextField label={CT.state} autoComplete="address-level1" {...p('state')} />
        )}
        <TextField label={CT.postalCode} autoComplete="postal-code" {...p('postalCode')} />
      </div>
      <TextField label={CT.phoneNumber} type="tel" autoComplete="tel" {...p('phoneNumber')} />
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
