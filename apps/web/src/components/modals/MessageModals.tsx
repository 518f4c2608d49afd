import { Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { ApiErrorItem } from '@quire/domain';
import { errorDefinition, uniqueErrors as uniqueDomainErrors } from '@quire/domain';
import { t } from '../../i18n';

/** Where the "Oops!" dialog sends people for help. */
export const SUPPORT_URL = '/about-us#contact';

function OkButton({ onClick }: { onClick: () => void }) {
  return (
    <Group justify="flex-end">
      <Button onClick={onClick}>{t('modal.ok')}</Button>
    </Group>
  );
}

/** Information modal: sign-in warnings and other notes, one paragraph each. */
export function InformationModal({ context, id, innerProps }: ContextModalProps<{ messages: string[] }>) {
  return (
    <Stack gap="md">
      {innerProps.messages.map((m) => (
        <Text key={m}>{m}</Text>
      ))}
      <OkButton onClick={() => context.closeModal(id)} />
    </Stack>
  );
}

/** Notification modal: one message the user acknowledges (e.g. the session expired). */
export function NotificationModal({ context, id, innerProps }: ContextModalProps<{ message: string }>) {
  return (
    <Stack gap="md">
      <Text role="status">{innerProps.message}</Text>
      <OkButton onClick={() => context.closeModal(id)} />
    </Stack>
  );
}

/** Each unique code and description once; a missing code reads as -31000 'An unknown error occurred'. */
export function uniqueErrors(items: ApiErrorItem[]): ApiErrorItem[] {
  return uniqueDomainErrors(
    items.map((item) => {
      const code = item.code || '-31000';
      return { code, description: item.description || errorDefinition(code).message };
    }),
  );
}

/** The generic "Oops!" dialog (spec 3 §8). */
export function ErrorModal({ context, id, innerProps }: ContextModalProps<{ items: ApiErrorItem[] }>) {
  const errors = uniqueErrors(innerProps.items);
  return (
    <Stack gap="md">
      <Text>{t('modal.error.intro')}</Text>
      <List aria-label={t('modal.error.listLabel')} spacing="xs">
        {errors.map((e) => (
          <List.Item key={`${e.code} ${e.description}`}>
            <Text span fw={700}>
              {e.code}
            </Text>
            : {e.description}
          </List.Item>
        ))}
      </List>
      <Text>
        <Anchor href={SUPPORT_URL} onClick={() => context.closeModal(id)}>
          {t('modal.error.support')}
        </Anchor>
        .
      </Text>
      <OkButton onClick={() => context.closeModal(id)} />
    </Stack>
  );
}

/** Busy / loading modal; closed by `withBusy` no sooner than 1 s after opening. */
export function BusyModal({ innerProps }: ContextModalProps<{ message: string }>) {
  return (
    <Group gap="md" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{innerProps.message}</Text>
    </Group>
  );
}
