import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  displayDayOf,
  earliestPromoStart,
  freeFridayWindow,
  PROMO_MESSAGES as M,
  type MercPromoType,
  PROMO_FORM_LAYOUTS,
  presentsWindow,
  promoDayOf,
  promoEndRange,
} from '@quire/domain';
import type { PromoDefinition } from '../../api/nomination';
import { nominationText } from './messages';
import type { NominationFormApi } from './NominationForm';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The panel's heading: what the dates of the type are called (spec 2 §2.2). */
export function datePanelTitle(type: MercPromoType): string {
  switch (PROMO_FORM_LAYOUTS[type].dates) {
    case 'RANGE':
      return nominationText('nom.step.preferredDate');
    case 'WEEKEND':
      return nominationText('nom.step.weekend');
    case 'PUBLICATION':
      return nominationText('nom.step.publication');
    default:
      return nominationText('nom.step.promotionDate');
  }
}

export interface DatePanelProps {
  number: number;
  form: NominationFormApi;
  definition: PromoDefinition;
  now: () => Date;
}

/**
 * The dates of the type (spec 2 §2.2, §4, §5): a start and end (limited-time, price promotion), one
 * day, a flexible or preferred range, a flexible or chosen Friday, or the publication window. Days
 * are New York days. A start before tomorrow is cleared, a start change clears an end out of its
 * range, and an end on or before the start is cleared.
 */
export function DatePanel({ number, form, definition, now }: DatePanelProps) {
  const type = definition.mercPromoType;
  const mode = PROMO_FORM_LAYOUTS[type].dates;
  const values = form.values;
  const legend = nominationText('nom.step', { number, title: datePanelTitle(type) });

  if (mode === 'PUBLICATION') {
    const window = presentsWindow({ start: promoDayOf(definition.start), end: promoDayOf(definition.end) });
    const published = values.title ? promoDayOf(values.title.publicationDate) : null;
    return (
      <Fieldset legend={legend}>
        <Stack gap="xs">
          <Text>
            {values.title === null
              ? nominationText('nom.publicationNone')
              : published
                ? nominationText('nom.publication', { date: displayDayOf(published) })
                : nominationText('nom.publicationUnknown')}
          </Text>
          {window ? (
            <Text size="sm">
              {nominationText('nom.window', { from: displayDayOf(window.from), to: displayDayOf(window.to) })}
            </Text>
          ) : null}
        </Stack>
      </Fieldset>
    );
  }

  const earliest = earliestPromoStart(now());
  const fridays = mode === 'WEEKEND' ? freeFridayWindow(now()) : null;
  const start = DAY.test(values.startDate) ? values.startDate : null;
  const endRange = start && mode !== 'START' ? promoEndRange(type, start) : null;

  function setStart(day: string) {
    if (DAY.test(day) && day < earliest) {
      form.setValue('startDate', '');
      form.commit('startDate');
      return;
    }
    form.setValue('startDate', day);
    const end = values.endDate;
    const range = DAY.test(day) ? promoEndRange(type, day) : null;
    if (DAY.test(end) && range && (end <= day || end < range.min || end > range.max))
      form.setValue('endDate', '');
  }

  function setEnd(day: string) {
    form.setValue('endDate', start && DAY.test(day) && day <= start ? '' : day);
  }

  const flexibleChoice = mode === 'RANGE' || mode === 'WEEKEND';
  const showDates = !flexibleChoice || !values.flexDate;

  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {mode === 'START_END' ? <Text>{M.limitedTimeAdvice}</Text> : null}
        {flexibleChoice ? (
          <>
            <Text>{M.flexibleAdvice}</Text>
            <Radio.Group
              label={nominationText('nom.dateChoice')}
              value={values.flexDate ? 'flexible' : 'dates'}
              onChange={(v) => {
                form.setValue('flexDate', v === 'flexible');
                form.commit('flexDate');
              }}
            >
              <Group gap="lg" mt={4}>
                <Radio value="flexible" label={nominationText('nom.flexible')} />
                <Radio
                  value="dates"
                  label={mode === 'WEEKEND' ? nominationText('nom.friday') : nominationText('nom.range')}
                />
              </Group>
            </Radio.Group>
          </>
        ) : null}
        {mode === 'RANGE' && !values.flexDate ? <Text>{M.rangeAdvice}</Text> : null}
        {showDates && fridays ? (
          <TextInput
            type="date"
            label={`${nominationText('nom.fridayDate')} ${M.startTime}`}
            description={nominationText('nom.fridayHint', {
              first: displayDayOf(fridays.first),
              last: displayDayOf(fridays.last),
            })}
            min={fridays.first}
            max={fridays.last}
            // Every seventh day from the first Friday: the browser's picker offers Fridays only.
            step={7}
            withAsterisk
            {...form.inputProps('startDate')}
            onChange={(e) => setStart(e.currentTarget.value)}
            maw={320}
          />
        ) : null}
        {showDates && !fridays ? (
          <Group align="flex-start" gap="lg">
            <TextInput
              type="date"
              label={`${nominationText('nom.startDate')} ${M.startTime}`}
              min={earliest}
              withAsterisk
              {...form.inputProps('startDate')}
              onChange={(e) => setStart(e.currentTarget.value)}
              maw={260}
            />
            {mode === 'START' ? null : (
              <TextInput
                type="date"
                label={`${nominationText('nom.endDate')} ${M.endTime}`}
                min={endRange?.min}
                max={endRange?.max}
                withAsterisk
                {...form.inputProps('endDate')}
                onChange={(e) => setEnd(e.currentTarget.value)}
                maw={260}
              />
            )}
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
