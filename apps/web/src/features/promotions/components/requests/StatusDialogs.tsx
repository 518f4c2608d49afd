import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  PROMO_MESSAGES as M,
  PROMO_DECLINE_NOTE_MAX,
  PROMO_DECLINE_REASONS,
  type PromoDeclineReason,
  sendDayOf,
} from '@quire/domain';
import { type FormEvent, useState } from 'react';
import { t } from '../../../../i18n';
import type { StatusChangeBody } from '../../api/requests';
import { requestsText } from './messages';

/** What a dialog adds to the status change: the accepted dates, or the decline's reason. */
export type MoveDetails = Omit<StatusChangeBody, 'ids' | 'status'>;

interface DialogProps {
  onCancel: () => void;
  onConfirm: (details: MoveDetails) => void;
}

/** Accept (spec 2 §4): the start and end the promotion runs, sent MM/DD/YYYY. */
export function AcceptDialog({ onCancel, onConfirm }: DialogProps) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<{ start?: string; end?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(start ? {} : { start: M.acceptDatesRequired }),
      ...(end ? {} : { end: M.acceptDatesRequired }),
      ...(start && end && end <= start ? { end: requestsText('accept.endAfterStart') } : {}),
    };
    setProblem(next);
    if (next.start || next.end) return;
    onConfirm({ startDate: sendDayOf(start), endDate: sendDayOf(end) });
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      title={requestsText('accept.title')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{requestsText('accept.text')}</Text>
          <TextInput
            type="date"
            label={requestsText('accept.start')}
            description={M.startTime}
            required
            data-autofocus
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={problem.start}
          />
          <TextInput
            type="date"
            label={requestsText('accept.end')}
            description={M.endTime}
            required
            min={start || undefined}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={problem.end}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {requestsText('confirm.no')}
            </Button>
            <Button type="submit">{requestsText('accept.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Decline (spec 2 §4) with its reason, which Quire requires: a date the title is eligible again
 * for RECENTLY_PROMOTED, the words for OTHER.
 */
export function DeclineDialog({ onCancel, onConfirm }: DialogProps) {
  const [reason, setReason] = useState<PromoDeclineReason | ''>('');
  const [eligibleAgain, setEligibleAgain] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; date?: string; note?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(reason ? {} : { reason: M.declineReasonRequired }),
      ...(reason === 'RECENTLY_PROMOTED' && !eligibleAgain ? { date: M.eligibleAgainRequired } : {}),
      ...(reason === 'OTHER' && !note.trim() ? { note: M.declineOtherText } : {}),
    };
    setProblem(next);
    if (!reason || next.date || next.note) return;
    onConfirm({
      declineReason: reason,
      ...(reason === 'RECENTLY_PROMOTED' ? { eligibleAgain: sendDayOf(eligibleAgain) } : {}),
      ...(note.trim() ? { declineNote: note.trim() } : {}),
    });
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      title={M.declineTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{M.declineText}</Text>
          <NativeSelect
            label={requestsText('decline.reason')}
            required
            data-autofocus
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as PromoDeclineReason | '')}
            error={problem.reason}
            data={[
              { value: '', label: requestsText('decline.choose') },
              ...PROMO_DECLINE_REASONS.map((r) => ({ value: r.code, label: r.label })),
            ]}
          />
          {reason === 'RECENTLY_PROMOTED' ? (
            <TextInput
              type="date"
              label={requestsText('decline.eligibleAgain')}
              required
              value={eligibleAgain}
              onChange={(e) => setEligibleAgain(e.currentTarget.value)}
              error={problem.date}
            />
          ) : null}
          {reason ? (
            <Textarea
              label={requestsText('decline.note')}
              required={reason === 'OTHER'}
              maxLength={PROMO_DECLINE_NOTE_MAX}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={problem.note}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {requestsText('confirm.no')}
            </Button>
            <Button type="submit">{requestsText('confirm.yes')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
