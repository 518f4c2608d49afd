import { Autocomplete, CloseButton, Stack, Table, Text } from '@mantine/core';
import { errorDefinition } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { type CouponSearchHit, type CouponTitleRow, couponSearchQuery } from '../api/coupons';
import { couponsText } from '../messages';
import type { CouponFormApi } from './CouponForm';

const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 300;

/** Text made of EANs only (13 digits, hyphens allowed), separated by spaces, commas or new lines. */
export function eansIn(text: string): string[] | null {
  const tokens = text
    .split(/[\s,;]+/)
    .map((t) => t.replace(/-/g, ''))
    .filter((t) => t !== '');
  return tokens.length > 0 && tokens.every((t) => /^\d{13}$/.test(t)) ? tokens : null;
}

const eansOf = (hit: CouponSearchHit) => [...(hit.ean ? [hit.ean] : []), ...hit.eans];

function rowOf(hit: CouponSearchHit, ean = hit.ean ?? hit.eans[0] ?? ''): CouponTitleRow {
  return {
    ean,
    projectId: hit.id,
    title: hit.title ?? couponsText('titles.untitled'),
    listPrice: hit.listPrice,
    onSale: hit.onSale,
  };
}

const optionOf = (r: CouponTitleRow) => `${r.title} (${r.ean})`;

/**
 * The coupon's titles: a search over the author's eBooks (the `search` call, a = all, b = me) whose
 * choice adds a row, and EANs typed or pasted (one or many) looked up and added. Each row can be
 * removed; an EAN that is none of the author's on-sale eBooks stays in the box with the spec's message.
 */
export function TitlesField({
  form,
  disabled,
  max,
}: {
  form: CouponFormApi;
  disabled: boolean;
  max: number;
}) {
  const client = useQueryClient();
  const chosen = form.values.eanList;
  const [text, setText] = useState('');
  const [looking, setLooking] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  // The Autocomplete writes a chosen option into the box after choosing it; the box stays empty.
  const chosenOption = useRef<string | null>(null);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = !disabled && q.length >= SEARCH_MIN_CHARS && eansIn(q) === null;
  const suggestions = useQuery({ ...couponSearchQuery('all', q), enabled: searching });
  const options = (searching ? (suggestions.data ?? []) : [])
    // Only an on-sale eBook may go on a coupon (spec 2 §8 32006): off-sale ones are not offered.
    .filter((hit) => hit.onSale)
    .map((hit) => rowOf(hit))
    .filter((r) => r.ean !== '' && !chosen.some((c) => c.ean === r.ean));

  function add(rows: CouponTitleRow[]) {
    const current = form.form.values().eanList;
    const fresh = rows.filter(
      (r, i) => !current.some((c) => c.ean === r.ean) && rows.findIndex((x) => x.ean === r.ean) === i,
    );
    form.setValue('eanList', [...current, ...fresh]);
    form.commit('eanList');
  }

  function remove(ean: string) {
    form.setValue(
      'eanList',
      form.form.values().eanList.filter((t) => t.ean !== ean),
    );
    form.commit('eanList');
  }

  async function addEans(eans: string[]) {
    setLooking(true);
    setNotFound(null);
    const found: CouponTitleRow[] = [];
    const missing: string[] = [];
    try {
      for (const ean of eans) {
        const hits = await client.fetchQuery(couponSearchQuery('isbn', ean));
        const hit = hits.find((h) => h.onSale && eansOf(h).includes(ean));
        if (hit) found.push(rowOf(hit, ean));
        else missing.push(ean);
      }
    } catch {
      // The error dialog said why; what was typed stays in the box.
      setLooking(false);
      return;
    }
    setLooking(false);
    add(found);
    setText(missing.join(', '));
    if (missing.length > 0) setNotFound(errorDefinition('32006').message);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    const eans = eansIn(text);
    if (eans) {
      e.preventDefault();
      void addEans(eans);
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const eans = eansIn(e.clipboardData.getData('text'));
    if (eans) {
      e.preventDefault();
      void addEans(eans);
    }
  }

  const error = notFound ?? form.error('eanList');

  return (
    <Stack gap="sm">
      {disabled ? null : (
        <Autocomplete
          label={couponsText('form.search')}
          description={looking ? couponsText('titles.looking') : couponsText('form.searchHint')}
          placeholder={couponsText('form.searchPlaceholder')}
          value={text}
          onChange={(v) => {
            const chose = chosenOption.current !== null && v === chosenOption.current;
            chosenOption.current = null;
            setText(chose ? '' : v);
            setNotFound(null);
          }}
          data={options.map(optionOf)}
          // The server matched the words already; every answer is a suggestion.
          filter={({ options: all }) => all}
          onOptionSubmit={(option) => {
            const row = options.find((r) => optionOf(r) === option);
            if (row) add([row]);
            chosenOption.current = option;
            setText('');
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => form.form.touch('eanList')}
          error={error}
          withAsterisk
          autoComplete="off"
          maw={560}
        />
      )}
      {chosen.length === 0 ? (
        <Text>{couponsText('titles.none')}</Text>
      ) : (
        <Table captionSide="top" maw={760}>
          <Table.Caption>{couponsText('titles.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{couponsText('titles.col.ean')}</Table.Th>
              <Table.Th scope="col">{couponsText('titles.col.title')}</Table.Th>
              <Table.Th scope="col">{couponsText('titles.col.price')}</Table.Th>
              {disabled ? null : (
                <Table.Th scope="col">
                  <span className="visually-hidden">{couponsText('titles.col.remove')}</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.map((t) => (
              <Table.Tr key={t.ean}>
                <Table.Td>{t.ean}</Table.Td>
                <Table.Td>
                  {t.title}
                  {t.onSale ? null : (
                    <Text span c="red.9" size="sm" ml="xs">
                      ({couponsText('titles.offSale')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {t.listPrice === null ? couponsText('quote.none') : formatMoney(t.listPrice)}
                </Table.Td>
                {disabled ? null : (
                  <Table.Td>
                    <CloseButton
                      aria-label={couponsText('titles.remove', { title: t.title, ean: t.ean })}
                      onClick={() => remove(t.ean)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {disabled && error ? (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {couponsText('titles.count', { count: chosen.length, max })}
      </Text>
    </Stack>
  );
}
