import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { ORDER_CANCEL_COMMENT_MAX, ORDER_CANCEL_MESSAGES } from '@quire/domain';
import { isEmptyValue, maxLength, required } from '@quire/domain/forms/rules';
import type { Rule } from '@quire/domain/forms/types';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/QueryState';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { type CancelReason, cancelOrder, cancelReasonsQuery, type Order } from '../api/orders';
import { ordersText } from '../messages';

/** The comment is required when the chosen reason says so (the server's rule, cancelReasonProblem). */
function commentRequiredBy(reasons: readonly CancelReason[]): Rule {
  return {
    name: 'required',
    required: true,
    check: (value, ctx) =>
      reasons.find((r) => r.code === ctx.values.reasonCode)?.commentRequired && isEmptyValue(value)
        ? ORDER_CANCEL_MESSAGES.commentRequired
        : null,
  };
}

function cancelForm(reasons: readonly CancelReason[]) {
  return {
    reasonCode: { label: 'reason', initial: '', rules: [required(ORDER_CANCEL_MESSAGES.reasonRequired)] },
    comment: {
      label: 'comment',
      initial: '',
      rules: [
        commentRequiredBy(reasons),
        maxLength(ORDER_CANCEL_COMMENT_MAX, ORDER_CANCEL_MESSAGES.commentTooLong),
      ],
    },
  };
}

export interface CancelOrderDialogProps {
  order: Order;
  /** Administrators cancel an account's order: its customerId goes with the request. */
  customerId?: string;
  onDone: (order: Order | null) => void;
}

/** "Cancel order": a reason from the list the server answers the caller, and a comment where required. */
export function CancelOrderDialog({ order, customerId, onDone }: CancelOrderDialogProps) {
  const reasons = useQuery(cancelReasonsQuery);
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
      title={ordersText('cancel.title', { orderNumber: order.orderNumber })}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {reasons.isPending ? (
        <Loading label={ordersText('cancel.loadingReasons')} />
      ) : reasons.isError ? (
        <LoadError onRetry={() => void reasons.refetch()} />
      ) : (
        <CancelForm order={order} customerId={customerId} reasons={reasons.data} onDone={onDone} />
      )}
    </Modal>
  );
}

function CancelForm({
  order,
  customerId,
  reasons,
  onDone,
}: CancelOrderDialogProps & { reasons: readonly CancelReason[] }) {
  const form = useForm(cancelForm(reasons));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonCode = String(form.form.control('reasonCode').value ?? '');
  const needsComment = reasons.find((r) => r.code === reasonCode)?.commentRequired ?? false;

  const submit = form.onSubmit(async ({ reasonCode, comment }) => {
    setPending(true);
    setProblem(null);
    try {
      const cancelled = await cancelOrder(
        { orderNumber: order.orderNumber, reasonCode, comment, ...(customerId ? { customerId } : {}) },
        (e) => {
          const rest = form.setServerErrors(e.items);
          // A refusal of the order itself (too late, already cancelled) is said in the dialog.
          if (rest.length && e.status >= 400 && e.status < 500 && e.status !== 401) {
            setProblem(rest.map((i) => i.description).join(' '));
            return true;
          }
          return rest.length === 0;
        },
      );
      onDone(cancelled);
    } catch {
      setPending(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{ordersText('cancel.intro')}</Text>
        {problem ? (
          <Alert color="red.9" role="alert">
            {problem}
          </Alert>
        ) : null}
        <NativeSelect
          label={ordersText('cancel.reason')}
          required
          data-autofocus
          {...form.inputProps('reasonCode', { commitOnChange: true })}
          data={[
            { value: '', label: ordersText('cancel.choose') },
            ...reasons.map((r) => ({ value: r.code, label: r.label })),
          ]}
        />
        <Textarea
          label={ordersText('cancel.comment')}
          required={needsComment}
          description={needsComment ? ordersText('cancel.commentHelp') : undefined}
          rows={3}
          maxLength={ORDER_CANCEL_COMMENT_MAX + 50}
          {...form.inputProps('comment')}
          onKeyDown={undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)}>
            {ordersText('cancel.keep')}
          </Button>
          <Button type="submit" color="red.9" loading={pending}>
            {ordersText('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
