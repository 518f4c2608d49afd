import { Textarea, type TextareaProps } from '@mantine/core';
import { BUSINESS_STATUS_REASON_MAX } from '@quire/domain';

/**
 * The reason of an administrator's action (business status, reactivation): required after trimming,
 * at most BUSINESS_STATUS_REASON_MAX characters (the form's rules), and Enter submits the dialog
 * (Shift+Enter starts a new line).
 */
export function ReasonField({ onSubmit, ...props }: TextareaProps & { onSubmit: () => void }) {
  return (
    <Textarea
      required
      maxLength={BUSINESS_STATUS_REASON_MAX + 50}
      data-autofocus
      {...props}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          onSubmit();
        }
      }}
    />
  );
}
