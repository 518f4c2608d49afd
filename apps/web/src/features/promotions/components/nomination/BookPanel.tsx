import '@mantine/core/styles/Fieldset.css';
import {
  Alert,
  Autocomplete,
  CloseButton,
  Fieldset,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { fieldLimits, PROMO_MESSAGES as M } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../../../lib/use-debounced';
import { type PromoDefinition, type PromoTitleRecord, promoTitlesQuery } from '../../api/nomination';
import { nominationText } from './messages';
import type { NominationFormApi } from './NominationForm';
import type { InputMode } from './nomination-form';

/** Titles are asked for once this many characters are typed, after a pause. */
const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 300;

const optionOf = (t: PromoTitleRecord) => `${t.title} (${t.ean})`;
/** Off-sale eBooks first: they must be removed before the nomination can go (spec 2 §2.2). */
const offSaleFirst = (a: PromoTitleRecord, b: PromoTitleRecord) => Number(a.onSale) - Number(b.onSale);

export interface BookPanelProps {
  number: number;
  form: NominationFormApi;
  definition: PromoDefinition;
  /** Administrators editing a publisher's request search that publisher's titles. */
  vendorNumber: string | undefined;
  /** The regular-price problems and warnings shown here for types without a Price panel. */
  priceNotes: string[];
}

/**
 * Select Book: one eBook, by a title search (suggestions, no "No match" row) or by an EAN
 * committed with Enter. Choosing sets the single EAN and clears the promo price; removing clears
 * the promo and regular prices.
 */
export function BookPanel({ number, form, definition, vendorNumber, priceNotes }: BookPanelProps) {
  const client = useQueryClient();
  const values = form.values;
  const [text, setText] = useState('');
  const [looking, setLooking] = useState(false);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = values.inputMode === 'TITLE' && q.length >= SEARCH_MIN_CHARS;
  const suggestions = useQuery({
    ...promoTitlesQuery({ searchText: q, vendorNumber }),
    enabled: searching,
  });
  const found = searching ? (suggestions.data ?? []) : [];
  const eanMax = fieldLimits(definition, 'ean').max;
  const error = form.error('ean');

  function choose(title: PromoTitleRecord) {
    form.setValue('title', title);
    form.setValue('ean', title.ean);
    form.setValue('regularPrice', title.listPrice ?? '');
    form.setValue('promoPrice', '');
    form.commit('ean');
    form.commit('regularPrice');
    setText('');
  }

  function remove() {
    form.setValue('title', null);
    form.setValue('ean', '');
    form.setValue('regularPrice', '');
    form.setValue('promoPrice', '');
  }

  async function lookUpEan() {
    const ean = text.trim();
    if (ean === '') {
      remove();
      form.commit('ean');
      return;
    }
    setLooking(true);
    try {
      const titles = await client.fetchQuery(promoTitlesQuery({ ean, vendorNumber }));
      const title = titles.find((t) => t.ean === ean);
      if (title) choose(title);
      else {
        // No eBook of the account has it: the rules say so on the field.
        remove();
        form.setValue('ean', ean);
        form.commit('ean');
      }
    } catch {
      // The error dialog says why.
    } finally {
      setLooking(false);
    }
  }

  const rows = values.title ? [values.title].sort(offSaleFirst) : [];
  const anyOffSale = rows.some((t) => !t.onSale);
  const free =
    values.title !== null && values.title.listPrice !== null && Number(values.title.listPrice) === 0;

  return (
    <Fieldset legend={nominationText('nom.step', { number, title: nominationText('nom.step.book') })}>
      <Stack gap="sm">
        <Text>
          {M.selectBook}{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Radio.Group
          label={nominationText('nom.by')}
          value={values.inputMode}
          onChange={(v) => {
            form.setValue('inputMode', v as InputMode);
            setText('');
          }}
        >
          <Group gap="lg" mt={4}>
            <Radio value="TITLE" label={nominationText('nom.mode.TITLE')} />
            <Radio value="EAN" label={nominationText('nom.mode.EAN')} />
          </Group>
        </Radio.Group>
        {values.inputMode === 'TITLE' ? (
          <Autocomplete
            label={nominationText('nom.search')}
            placeholder={M.searchPlaceholder}
            value={text}
            onChange={setText}
            data={found.map(optionOf)}
            // The server matched the words already; every answer is a suggestion.
            filter={({ options }) => options}
            onOptionSubmit={(option) => {
              const title = found.find((t) => optionOf(t) === option);
              if (title) choose(title);
            }}
            onBlur={() => form.form.touch('ean')}
            error={error}
            withAsterisk
            autoComplete="off"
            maw={560}
          />
        ) : (
          <TextInput
            label={nominationText('nom.ean')}
            description={looking ? nominationText('nom.looking') : nominationText('nom.eanHint')}
            value={text}
            inputMode="numeric"
            maxLength={eanMax !== null ? Number(eanMax) : undefined}
            onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void lookUpEan();
              }
            }}
            onBlur={() => form.form.touch('ean')}
            error={error}
            withAsterisk
            autoComplete="off"
            maw={320}
          />
        )}
        {anyOffSale ? <Alert color="red">{M.offSaleNote}</Alert> : null}
        {rows.length > 0 ? (
          <Table captionSide="top" maw={720}>
            <Table.Caption className="visually-hidden">{nominationText('nom.chosen')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nominationText('nom.col.ean')}</Table.Th>
                <Table.Th scope="col">{nominationText('nom.col.title')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{nominationText('nom.col.remove')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.ean}>
                  <Table.Td>{t.ean}</Table.Td>
                  <Table.Td>
                    {t.title}
                    {t.onSale ? null : (
                      <Text span c="red" size="sm" ml="xs">
                        ({nominationText('nom.offSale')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <CloseButton
                      aria-label={nominationText('nom.remove', { title: t.title, ean: t.ean })}
                      onClick={remove}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {free ? <Alert color="yellow">{M.freeTitle}</Alert> : null}
        {priceNotes.map((note) => (
          <Alert key={note} color="yellow">
            {note}
          </Alert>
        ))}
      </Stack>
    </Fieldset>
  );
}
