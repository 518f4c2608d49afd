export * from './date-rules';
export * from './form';
export * from './presets';
export * from './rules';
export {
  applyCommit,
  applyDisabled,
  applyServerErrors,
  applySubmit,
  applyTouch,
  applyValue,
  formErrors,
  formValues,
  initialFormState,
  isFormValid,
  pickVisibleError,
  stripLeadingWhitespace,
  trimText,
} from './state';
export * from './types';
export * from './zod';
