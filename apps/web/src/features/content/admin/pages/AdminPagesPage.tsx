import { formatDisplayDateTime, isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type Column, DataTable } from '../../../../components/DataTable';
import { QueryState } from '../../../../components/QueryState';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { locale } from '../../../../i18n';
import { useSession } from '../../../../lib/session';
import { pagesQuery, type StaticPageRow } from '../../api/pages';
import { EditLink } from '../AdminListParts';
import { pagesText as T } from './messages';

export const PAGES_PATH = '/admin/static-pages';
export const pageEditPath = (url: string) => `${PAGES_PATH}/edit?url=${encodeURIComponent(url)}`;

const time = (iso: string) => <time dateTime={iso}>{formatDisplayDateTime(iso, locale)}</time>;

const COLUMNS: Column<StaticPageRow>[] = [
  { key: 'url', header: T('col.url'), cell: (p) => <code>/{p.url}</code> },
  { key: 'title', header: T('col.title'), rowHeader: true, cell: (p) => p.title },
  {
    key: 'published',
    header: T('col.published'),
    cell: (p) =>
      p.version !== null && p.publishedAt ? (
        <>
          {T('list.version', { version: p.version })}, {time(p.publishedAt)}
        </>
      ) : (
        T('list.notPublished')
      ),
  },
  {
    key: 'scheduled',
    header: T('col.scheduled'),
    cell: (p) => (p.scheduledAt ? time(p.scheduledAt) : T('list.notScheduled')),
  },
  {
    key: 'actions',
    header: T('col.actions'),
    cell: (p) => (
      <EditLink
        to={pageEditPath(p.url)}
        label={T('list.edit')}
        ariaLabel={T('list.editLabel', { title: p.title || p.url })}
      />
    ),
  },
];

export interface AdminPagesPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/** /admin/static-pages: every editable page with its published version and scheduled time, and Edit. */
export default function AdminPagesPage({ frame: Frame }: AdminPagesPageProps) {
  const admin = isAdmin(useSession().data?.permissions);
  const pages = useQuery({ ...pagesQuery, enabled: admin });
  return (
    <Frame title={T('list.title')} intro={T('list.intro')}>
      <QueryState
        query={pages}
        loading={T('list.loading')}
        error={T('list.loadError')}
        empty={T('list.none')}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            caption={T('list.caption')}
            hideCaption
            columns={COLUMNS}
            rows={rows}
            rowKey={(p) => p.url}
          />
        )}
      </QueryState>
    </Frame>
  );
}
