import '@mantine/core/styles/Card.css';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { showsAuthorPages } from '@quire/domain/author-pages/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { openConfirmation } from '../../../components/modals/open';
import { QueryState } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { useSession } from '../../../lib/session';
import {
  type AuthorPage,
  type AuthorPagesAnswer,
  authorPageKeys,
  authorPagesQuery,
  deleteAuthorPage,
} from '../api/author-pages';
import { AuthorPageForm, type RichTextProps } from '../components/AuthorPageForm';
import { authorPagesText as T } from '../messages';

const booksText = (page: AuthorPage) => {
  const n = page.books.filter((b) => b.onSale).length;
  return n === 0
    ? T('authorPages.booksNone')
    : n === 1
      ? T('authorPages.booksOne')
      : T('authorPages.books', { count: n });
};

/** One page in the list: photo, name, its books on sale, the public page, Edit and Delete. */
function PageCard({
  page,
  onEdit,
  onDelete,
}: {
  page: AuthorPage;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder component="li" padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {page.photo ? (
          <img
            src={page.photo.url}
            alt=""
            width={64}
            height={64}
            style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
          />
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={3}>{page.name}</Title>
          <Text size="sm">{booksText(page)}</Text>
          <Anchor
            href={page.publicPath}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={T('authorPages.viewLabel', { name: page.name })}
          >
            {T('authorPages.view')}
          </Anchor>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={T('authorPages.editLabel', { name: page.name })}
            onClick={onEdit}
          >
            {T('authorPages.edit')}
          </Button>
          <Button
            size="xs"
            color="red.9"
            aria-label={T('authorPages.deleteLabel', { name: page.name })}
            onClick={onDelete}
          >
            {T('authorPages.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/**
 * The account's author pages (spec 3 `authorAccess`): how many of the allowed pages are used, each
 * page with its public address, Edit and Delete (after a confirmation), and the form to create or
 * change one. The page frame comes from the route in src/app (the account pages' navigation),
 * which also gives the biography's rich-text editor.
 */
export default function AuthorPagesPanel({ richText }: { richText?: ComponentType<RichTextProps> }) {
  const { data: user } = useSession();
  const allowed = user != null && showsAuthorPages(user);
  const list = useQuery({ ...authorPagesQuery, enabled: allowed });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AuthorPage | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: authorPageKeys.all });

  async function remove(page: AuthorPage) {
    const ok = await openConfirmation({
      title: T('authorPages.deleteTitle'),
      message: T('authorPages.deleteConfirm', { name: page.name }),
      confirmLabel: T('authorPages.delete'),
    });
    if (!ok) return;
    try {
      await deleteAuthorPage(page.id);
      showToast({ message: T('authorPages.deleted', { name: page.name }), tone: 'success' });
    } catch {
      // The central handling showed it.
    } finally {
      await refresh();
    }
  }

  if (user && !allowed)
    return (
      <p className="notice">{T(user.actingFor ? 'authorPages.notAllowed' : 'authorPages.noneAllowed')}</p>
    );

  return (
    <QueryState query={list} loading={T('authorPages.loading')} error={T('authorPages.loadError')}>
      {(data: AuthorPagesAnswer) =>
        editing ? (
          <AuthorPageForm
            key={editing === 'new' ? 'new' : editing.id}
            page={editing === 'new' ? null : editing}
            books={data.books}
            richText={richText}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2}>{T('authorPages.list')}</Title>
              <Text>
                {data.limit === 1
                  ? T('authorPages.usedOne', { used: data.used })
                  : T('authorPages.used', { used: data.used, limit: data.limit })}
              </Text>
            </Group>
            {data.pages.length === 0 ? (
              <Text>{data.limit > 0 ? T('authorPages.none') : T('authorPages.noneAllowed')}</Text>
            ) : null}
            {data.pages.length > 0 ? (
              <Stack
                component="ul"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={T('authorPages.list')}
              >
                {data.pages.map((page) => (
                  <PageCard
                    key={page.id}
                    page={page}
                    onEdit={() => setEditing(page)}
                    onDelete={() => void remove(page)}
                  />
                ))}
              </Stack>
            ) : null}
            {data.used < data.limit ? (
              <Group>
                <Button onClick={() => setEditing('new')}>{T('authorPages.create')}</Button>
              </Group>
            ) : data.limit > 0 ? (
              <p className="notice">{T('authorPages.atLimit')}</p>
            ) : null}
          </Stack>
        )
      }
    </QueryState>
  );
}
