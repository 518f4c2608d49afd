import { List, Stack, Text, Title } from '@mantine/core';
import { AppErrorBase, isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Loading } from '../../../../components/Loading';
import { useSession } from '../../../../lib/session';
import { useDebounced } from '../../../../lib/use-debounced';
import { type MessageInput, messagePreviewQuery } from '../../api/messages';
import { MessagePreview } from './MessagePreview';
import { messagesText as T } from './messages';

/** How long the typing rests before the preview and the count are asked again. */
export const PREVIEW_DEBOUNCE_MS = 600;

const ready = (m: MessageInput) => m.title.trim() !== '' && m.details.trim() !== '';

/**
 * The editor's live preview (broadcast-message-preview): how many accounts the message reaches now
 * and the message as its readers will see it, asked again once the typing rests. What the server
 * refuses (a time not valid yet…) is said here in its words, not as an error dialog.
 */
export function EditorPreview({ input }: { input: MessageInput }) {
  const admin = isAdmin(useSession().data?.permissions);
  // The text, not the object: a new object each render would restart the wait for ever.
  const settled = useDebounced(JSON.stringify(input), PREVIEW_DEBOUNCE_MS);
  const message = useMemo(() => JSON.parse(settled) as MessageInput, [settled]);
  const asked = admin && ready(message);
  const preview = useQuery({ ...messagePreviewQuery(message), enabled: asked });

  let body: ReactNode;
  if (!asked) body = <Text size="sm">{T('preview.waiting')}</Text>;
  else if (preview.isError)
    body =
      preview.error instanceof AppErrorBase && preview.error.status >= 400 && preview.error.status < 500 ? (
        <div role="alert">
          <Text size="sm">{T('preview.problems')}</Text>
          <List size="sm">
            {preview.error.items.map((i) => (
              <List.Item key={`${i.field ?? ''}${i.description}`}>{i.description}</List.Item>
            ))}
          </List>
        </div>
      ) : (
        <Text role="alert" size="sm">
          {T('preview.loadError')}
        </Text>
      );
  else if (!preview.data) body = <Loading label={T('preview.loading')} />;
  else body = <MessagePreview message={preview.data.preview} />;

  const count = asked && !preview.isError ? preview.data?.recipientCount : undefined;
  return (
    <Stack gap="sm" component="aside" aria-labelledby="message-preview-heading">
      <Title order={2} size="h3" id="message-preview-heading">
        {T('preview.heading')}
      </Title>
      <Text size="sm">{T('preview.intro')}</Text>
      <Text fw={600} aria-live="polite" aria-atomic="true">
        {count === undefined ? '' : count === 1 ? T('preview.reach.one') : T('preview.reach', { count })}
      </Text>
      {body}
    </Stack>
  );
}
