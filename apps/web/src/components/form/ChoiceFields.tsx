import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from 'react';

/**
 * A native select, a radio group and a checkbox without Mantine, styled like Mantine's (see
 * .field and .choice in app/styles.css), for first pages that must stay light (create account).
 * Each links its visible error with aria-invalid and aria-describedby, as TextField does.
 */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}

export function SelectField({ label, options, error, className, required, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <select
        id={id}
        className="field-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioGroupFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
}

/** Radios in a fieldset whose legend is the group's label. */
export function RadioGroupField({ label, name, value, options, onChange, error }: RadioGroupFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {o.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="field">
      <label className="choice">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {label}
      </label>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
