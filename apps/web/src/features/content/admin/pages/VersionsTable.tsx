import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@quire/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../../components/DataTable';
import { locale, t } from '../../../../i18n';
import type { PageVersion } from '../../api/pages';
import { PreviewHtml } from '../PreviewHtml';
import { pagesText as T } from './messages';

const STATE_COLOURS = { PUBLISHED: 'green.9', SCHEDULED: 'blue.9', SUPERSEDED: 'gray.9' } as const;

const time = (iso: string) => <time dateTime={iso}>{formatDisplayDateTime(iso, locale)}</time>;

function columns(
  onView: (v: PageVersion) => void,
  onRestore: (v: PageVersion) => void,
  busy: number | null,
): Column<PageVersion>[] {
  return [
    { key: 'version', header: T('col.version'), rowHeader: true, cell: (v) => String(v.version) },
    { key: 'title', header: T('col.title'), cell: (v) => v.title },
    {
      key: 'state',
      header: T('col.state'),
      cell: (v) => (
        <Badge variant="light" color={STATE_COLOURS[v.state]} size="sm">
          {T(`state.${v.state}`)}
        </Badge>
      ),
    },
    { key: 'publishAt', header: T('col.publishAt'), cell: (v) => time(v.publishAt) },
    { key: 'savedBy', header: T('col.savedBy'), cell: (v) => v.createdBy },
    {
      key: 'restoredFrom',
      header: T('col.restoredFrom'),
      cell: (v) => (v.restoredFrom === null ? '—' : T('versions.restoredFrom', { version: v.restoredFrom })),
    },
    {
      key: 'actions',
      header: T('col.actions'),
      cell: (v) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={T('versions.viewLabel', { version: v.version })}
            onClick={() => onView(v)}
          >
            {T('versions.view')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy === v.version}
            disabled={busy !== null && busy !== v.version}
            aria-label={T('versions.restoreLabel', { version: v.version })}
            onClick={() => onRestore(v)}
          >
            {T('versions.restore')}
          </Button>
        </Group>
      ),
    },
  ];
}

/** A page's versions, newest first, each with View (its content, cleaned) and Restore. */
export function VersionsTable({
  versions,
  onRestore,
  restoring,
}: {
  versions: readonly PageVersion[];
  onRestore: (v: PageVersion) => void;
  /** The version being restored, while it is. */
  restoring: number | null;
}) {
  const [viewing, setViewing] = useState<PageVersion | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="page-versions-heading">
      <Title order={2} size="h3" id="page-versions-heading">
        {T('versions.heading')}
      </Title>
      {versions.length === 0 ? (
        <Text role="status">{T('versions.none')}</Text>
      ) : (
        <DataTable
          caption={T('versions.caption')}
          hideCaption
          columns={columns(setViewing, onRestore, restoring)}
          rows={versions}
          rowKey={(v) => String(v.version)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('modal.close') }}
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? T('versions.viewTitle', { version: viewing.version, title: viewing.title }) : ''}
        size="xl"
      >
        {viewing ? <PreviewHtml html={viewing.html} kind="page" /> : null}
      </Modal>
    </Stack>
  );
}
