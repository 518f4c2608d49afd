import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  AUTHOR_LINK_LABEL_MAX,
  AUTHOR_LINK_URL_MAX,
  AUTHOR_LINKS_MAX,
} from '@quire/domain/author-pages/rules';
import { LINK_SLOTS, labelKey, urlKey } from '../lib/page-form';
import { authorPagesText as T } from '../messages';

/** What the links field needs of the page form (the use-form adapter's own functions). */
export interface LinkControls {
  inputProps(name: string): Record<string, unknown>;
  value(name: string): string;
  setValue(name: string, value: string): void;
}

/**
 * Up to five links, each a label and a web address; a row is added with "Add a Link" and removed
 * with its own button (the rows after it move up, so the server's field keys stay in order).
 */
export function LinksField({
  count,
  onCount,
  controls,
}: {
  count: number;
  onCount: (next: number) => void;
  controls: LinkControls;
}) {
  function remove(at: number) {
    for (let i = at; i < count - 1; i++) {
      controls.setValue(labelKey(i), controls.value(labelKey(i + 1)));
      controls.setValue(urlKey(i), controls.value(urlKey(i + 1)));
    }
    controls.setValue(labelKey(count - 1), '');
    controls.setValue(urlKey(count - 1), '');
    onCount(count - 1);
  }
  return (
    <Fieldset legend={T('form.links')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm">{T('form.linksHint')}</Text>
        {LINK_SLOTS.slice(0, count).map((i) => (
          <Group key={i} align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={T('form.linkLabel')}
              aria-label={T('form.linkLabelOf', { n: i + 1 })}
              placeholder={T('form.linkLabelPlaceholder')}
              maxLength={AUTHOR_LINK_LABEL_MAX}
              w={180}
              withAsterisk
              {...controls.inputProps(labelKey(i))}
            />
            <TextInput
              label={T('form.linkUrl')}
              aria-label={T('form.linkUrlOf', { n: i + 1 })}
              placeholder="https://"
              type="url"
              maxLength={AUTHOR_LINK_URL_MAX}
              style={{ flex: 1, minWidth: 220 }}
              withAsterisk
              {...controls.inputProps(urlKey(i))}
            />
            <Button variant="default" mt={25} onClick={() => remove(i)}>
              {T('form.removeLink', { n: i + 1 })}
            </Button>
          </Group>
        ))}
        {count < AUTHOR_LINKS_MAX ? (
          <Group>
            <Button variant="default" onClick={() => onCount(count + 1)}>
              {T('form.addLink')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
