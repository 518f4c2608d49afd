import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { ANALYTICS_FORMATS } from '@quire/domain';
import { type ChangeEvent, useState } from 'react';
import { FilterForm } from '../../../components/FilterForm';
import {
  checkRange,
  type Filters,
  PRESETS,
  type Preset,
  presetOf,
  presetRange,
  shownRange,
} from '../lib/filters';
import { analyticsText as T } from '../messages';

export interface BookChoice {
  id: string;
  title: string | null;
}

export interface AnalyticsFiltersProps {
  filters: Filters;
  today: string;
  /** The first day with any figure in scope, for "All time" (null until known, or when there is none). */
  dataFrom: string | null;
  /** The book filter's choices; none for the back office, which has no books of its own. */
  books?: readonly BookChoice[] | undefined;
  onChange: (change: Partial<Filters>) => void;
}

type Drafts = { from: string; to: string; book: string; format: string; country: string };

/**
 * The dashboards' filters: the range's presets (applied at once) and the form of dates, book,
 * format and country (applied together). The form starts from the address, so Back shows the
 * filters it restores; the range is checked here with the server's words before it is asked for.
 */
export function AnalyticsFilters({ filters, today, dataFrom, books, onChange }: AnalyticsFiltersProps) {
  const shown = shownRange(filters, today);
  const [draft, setDraft] = useState<Drafts>({
    from: shown.from,
    to: shown.to,
    book: filters.book ?? '',
    format: filters.format ?? '',
    country: filters.country ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Drafts, string>>>({});
  const active = presetOf(filters, today, dataFrom);
  const set = (key: keyof Drafts) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  function apply() {
    const range = checkRange(draft.from, draft.to, today);
    const country = draft.country.trim().toUpperCase();
    const next: Partial<Record<keyof Drafts, string>> = {};
    if ('field' in range) next[range.field] = range.message;
    if (country && !/^[A-Z]{2}$/.test(country)) next.country = T('filters.countryError');
    setErrors(next);
    if ('field' in range || next.country) return;
    onChange({
      ...range,
      book: draft.book || null,
      format: (ANALYTICS_FORMATS as readonly string[]).includes(draft.format)
        ? (draft.format as Filters['format'])
        : null,
      country: country || null,
    });
  }

  const choose = (p: Preset) => onChange(presetRange(p, today, dataFrom));

  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={T('presets.label')} wrap="wrap">
        {PRESETS.map((p) => (
          <Button
            key={p}
            size="xs"
            variant={active === p ? 'filled' : 'default'}
            aria-pressed={active === p}
            onClick={() => choose(p)}
          >
            {T(`preset.${p}`)}
          </Button>
        ))}
      </Group>
      <FilterForm label={T('filters.form')} submitLabel={T('filters.apply')} onApply={apply}>
        <TextInput
          label={T('filters.from')}
          type="date"
          value={draft.from}
          max={today}
          onChange={set('from')}
          error={errors.from}
        />
        <TextInput
          label={T('filters.to')}
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={errors.to}
        />
        {books ? (
          <NativeSelect
            label={T('filters.book')}
            value={draft.book}
            onChange={set('book')}
            maw={280}
            data={[
              { value: '', label: T('filters.allBooks') },
              ...books.map((b) => ({ value: b.id, label: b.title?.trim() || T('filters.untitled') })),
              // A book in the address that is not among the choices still shows (its figures do).
              ...(filters.book && !books.some((b) => b.id === filters.book)
                ? [{ value: filters.book, label: filters.book }]
                : []),
            ]}
          />
        ) : null}
        <NativeSelect
          label={T('filters.format')}
          value={draft.format}
          onChange={set('format')}
          data={[
            { value: '', label: T('filters.allFormats') },
            ...ANALYTICS_FORMATS.map((f) => ({ value: f, label: T(`filters.${f}`) })),
          ]}
        />
        <TextInput
          label={T('filters.country')}
          description={T('filters.countryHint')}
          value={draft.country}
          maxLength={2}
          w={120}
          onChange={set('country')}
          error={errors.country}
        />
      </FilterForm>
    </Stack>
  );
}
