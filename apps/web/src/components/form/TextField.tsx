import { type InputHTMLAttributes, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The visible error; also sets aria-invalid and links the message with aria-describedby. */
  error?: string;
  /** The input itself (React 19 passes a function component's ref as a prop). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input without Mantine, styled like the Mantine inputs (see .field in
 * app/styles.css). The sign-in page, the most visited first page, uses it to stay light.
 */
export function TextField({ label, error, required, className, ...input }: TextFieldProps) {
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
      <input
        id={id}
        className="field-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
