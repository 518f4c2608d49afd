import { Autocomplete, Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../../../lib/use-debounced';
import { type MessageRecipient, recipientsQuery } from '../../api/messages';
import { messagesText as T } from './messages';

const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 300;
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

const optionOf = (r: MessageRecipient) =>
  `${r.name} <${r.email}>${r.publisherName ? ` (${r.publisherName})` : ''}`;

/**
 * The chosen users of a message: a search over the accounts (broadcast-recipient) as a combobox
 * whose choice adds a chip; each chip can be removed. The box empties after a choice.
 */
export function RecipientsField({
  value,
  onChange,
  error,
}: {
  value: MessageRecipient[];
  onChange: (next: MessageRecipient[]) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = q.length >= SEARCH_MIN_CHARS;
  const found = useQuery({ ...recipientsQuery(q), enabled: searching });
  const hits = (searching ? (found.data ?? []) : []).filter(
    (r) => !value.some((c) => c.customerId === r.customerId),
  );
  const byOption = new Map(hits.map((r) => [optionOf(r), r]));

  function choose(option: string) {
    const r = byOption.get(option);
    if (r) onChange([...value, r]);
    // The Autocomplete writes the option into the box after this: empty it on the next turn.
    setTimeout(() => setText(''), 0);
  }

  return (
    <Stack gap="xs">
      <Autocomplete
        label={T('form.recipients')}
        description={T('form.recipientsHint')}
        value={text}
        onChange={setText}
        onOptionSubmit={choose}
        data={[...byOption.keys()]}
        filter={({ options }) => options}
        error={error}
        maxLength={100}
      />
      <Text size="sm" role="status">
        {searching && found.isSuccess && hits.length === 0 ? T('form.recipientsNone') : ''}
      </Text>
      <Group gap="xs" component="ul" aria-label={T('form.chosen')} style={LIST}>
        {value.length === 0 ? (
          <Text component="li" size="sm">
            {T('form.noneChosen')}
          </Text>
        ) : (
          value.map((r) => (
            <li key={r.customerId}>
              <Badge
                variant="light"
                color="blue.9"
                size="lg"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={T('form.remove', { name: r.name || r.email })}
                    onClick={() => onChange(value.filter((c) => c.customerId !== r.customerId))}
                  />
                }
              >
                {r.name || r.email}
              </Badge>
            </li>
          ))
        )}
      </Group>
    </Stack>
  );
}
