import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  EBOOK_ROYALTY_BANDS,
  ebookQuote,
  formatNewYorkDateTime,
  formatPrice,
  isValidEbookPrice,
  newYorkZoneAbbreviation,
  type PriceUpdateWindow,
  ratePercent,
  readNewYorkDateTime,
  type ScheduledPrice,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toasts';
import { t } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { scheduledPriceKeys, submitScheduledPrice } from '../api/scheduled-prices';
import { checkBeforeSending, type ScheduledPriceValues, scheduledPriceForm } from '../forms';
import { scheduledPricesText } from '../messages';

export interface ScheduledPriceDialogProps {
  projectId: string;
  currentPrice: string | null;
  all: readonly ScheduledPrice[];
  window: PriceUpdateWindow | undefined;
  /** The change being edited; none for a new one. */
  editing?: ScheduledPrice;
  onClose: () => void;
}

/** The zone of a typed New York time ('EST' or 'EDT'), or of now while nothing valid is typed. */
function zoneOf(value: string): string {
  const read = readNewYorkDateTime(value);
  return newYorkZoneAbbreviation(read.ok ? read.at : new Date(api.serverNow()));
}

/** What eBook prices may be and what each band pays, from the domain's bands. */
export function bandHint(): string {
  const bands = EBOOK_ROYALTY_BANDS.filter((b) => b.max !== '0.00')
    .map((b) =>
      scheduledPricesText('sp.form.band', {
        rate: ratePercent(b.royaltyRate),
        min: formatPrice(b.min),
        max: formatPrice(b.max),
      }),
    )
    .join('; ');
  const paid = EBOOK_ROYALTY_BANDS.filter((b) => b.max !== '0.00');
  return scheduledPricesText('sp.form.bands', {
    free: formatPrice('0'),
    min: formatPrice(paid[0]?.min ?? '0.99'),
    max: formatPrice(paid.at(-1)?.max ?? '199.99'),
    bands,
  });
}

function RoyaltyLine({ price }: { price: string }) {
  const text = price.trim();
  if (text === '' || !isValidEbookPrice(text)) return null;
  const q = ebookQuote(text);
  return (
    <Text size="sm" aria-live="polite">
      {scheduledPricesText('sp.form.royalty', {
        price: formatPrice(q.price),
        royalty: formatPrice(q.net_royalty),
        rate: ratePercent(q.royalty_rate),
      })}
    </Text>
  );
}

/**
 * Add or edit a scheduled price: New York date-times to the minute (the zone in the labels), the
 * price with the band hints and its royalty; the domain's check before sending (the window, the
 * end, overlaps), and the server's field errors on their fields.
 */
export function ScheduledPriceDialog({
  projectId,
  currentPrice,
  all,
  window,
  editing,
  onClose,
}: ScheduledPriceDialogProps) {
  const form = useForm(scheduledPriceForm(editing, () => new Date(api.serverNow())));
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const started = editing !== undefined && editing.status !== 'SCHEDULED';
  const values = form.values as unknown as ScheduledPriceValues;

  const submit = form.onSubmit(async (raw) => {
    const v = raw as unknown as ScheduledPriceValues;
    const check = checkBeforeSending(v, {
      now: new Date(api.serverNow()),
      all,
      currentPrice,
      ...(editing ? { editing } : {}),
    });
    if (!check.ok) {
      form.setServerErrors(
        check.problems.map((p) => ({ code: 'VALIDATION', field: p.field, description: p.message })),
      );
      return;
    }
    setPending(true);
    try {
      const saved = await submitScheduledPrice(
        {
          ...(editing ? { id: editing.id } : {}),
          projectId,
          price: v.price.trim(),
          startDate: v.startDate.trim(),
          endDate: v.endDate.trim() || null,
          endDatePrice: v.endDatePrice.trim() || null,
        },
        form.handleServerError,
      );
      await client.invalidateQueries({ queryKey: scheduledPriceKeys.all });
      showToast({
        message: scheduledPricesText('sp.saved', {
          price: formatPrice(saved.price),
          date: formatNewYorkDateTime(saved.startDate),
        }),
        tone: 'success',
      });
      onClose();
    } catch {
      // Field errors are on their fields; anything else reached the central handling.
      setPending(false);
    }
  });

  const hint = window
    ? scheduledPricesText('sp.form.startHint', {
        earliest: formatNewYorkDateTime(window.earliestStart),
        latest: formatNewYorkDateTime(window.latestStart),
      })
    : undefined;

  return (
    <Modal
      opened
      onClose={onClose}
      title={scheduledPricesText(editing ? 'sp.form.editTitle' : 'sp.form.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          {started ? <Alert color="blue">{scheduledPricesText('sp.form.started')}</Alert> : null}
          <TextInput
            label={scheduledPricesText('sp.form.price')}
            description={bandHint()}
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            readOnly={started}
            data-autofocus={started ? undefined : true}
            {...form.inputProps('price')}
          />
          <RoyaltyLine price={values.price} />
          <TextInput
            type="datetime-local"
            label={scheduledPricesText('sp.form.start', { zone: zoneOf(values.startDate) })}
            description={started ? undefined : hint}
            withAsterisk
            readOnly={started}
            step={60}
            {...form.inputProps('startDate')}
          />
          <TextInput
            type="datetime-local"
            label={scheduledPricesText('sp.form.end', { zone: zoneOf(values.endDate || values.startDate) })}
            description={scheduledPricesText('sp.form.endHint')}
            step={60}
            data-autofocus={started ? true : undefined}
            {...form.inputProps('endDate')}
          />
          <TextInput
            label={scheduledPricesText('sp.form.endPrice')}
            description={scheduledPricesText('sp.form.endPriceHint')}
            inputMode="decimal"
            leftSection="$"
            {...form.inputProps('endDatePrice')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {scheduledPricesText('sp.form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {scheduledPricesText('sp.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
