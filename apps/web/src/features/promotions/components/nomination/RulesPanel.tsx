import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PromoDefinition } from '../../api/nomination';
import { nominationText } from './messages';

/** A definition's links: 'label^url' or a bare URL, separated by '|'. Only http(s) targets are linked. */
export function linksOf(links: string): { label: string; url: string }[] {
  return links
    .split('|')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.indexOf('^');
      return at === -1
        ? { label: l, url: l }
        : { label: l.slice(0, at).trim() || l.slice(at + 1).trim(), url: l.slice(at + 1).trim() };
    })
    .filter((l) => /^https?:\/\//i.test(l.url));
}

export const rulesOf = (rules: string): string[] =>
  rules
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);

/** Rules: the chosen definition's rule lines and links (spec 2 §2.2, pipe-separated in the definition). */
export function RulesPanel({ number, definition }: { number: number; definition: PromoDefinition }) {
  const id = useId();
  const rules = rulesOf(definition.rules);
  const links = linksOf(definition.links);
  return (
    <section aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={id}>
          {nominationText('nom.step', { number, title: nominationText('nom.step.rules') })}
        </Title>
        {rules.length > 0 ? (
          <List>
            {rules.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{nominationText('nom.noRules')}</Text>
        )}
        {links.length > 0 ? (
          <List aria-label={nominationText('nom.links')}>
            {links.map((l) => (
              <List.Item key={l.url + l.label}>
                <Anchor href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </section>
  );
}
