import { Anchor, Stack, Text } from '@mantine/core';
import { EDITABLE_PAGE_SLUGS, type EditablePageSlug, isAdmin, CONTENT_MESSAGES as M } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { openConfirmation } from '../../../../components/modals/open';
import { QueryState } from '../../../../components/QueryState';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { showToast } from '../../../../components/toasts';
import { useSession } from '../../../../lib/session';
import { type EditablePage, type PageVersion, pageKeys, pageQuery, restorePage } from '../../api/pages';
import { PAGES_PATH } from './AdminPagesPage';
import { pagesText as T } from './messages';
import { PageEditor } from './PageEditor';
import { VersionsTable } from './VersionsTable';

export interface AdminPageEditPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

const slugOf = (raw: string | null): EditablePageSlug | null =>
  (EDITABLE_PAGE_SLUGS as readonly string[]).includes(raw ?? '') ? (raw as EditablePageSlug) : null;

function Editor({ url }: { url: EditablePageSlug }) {
  const admin = isAdmin(useSession().data?.permissions);
  const client = useQueryClient();
  const page = useQuery({ ...pageQuery(url), enabled: admin });
  const [restoring, setRestoring] = useState<number | null>(null);

  /** The page as answered; the list's published and scheduled times follow. */
  const show = (next: EditablePage) => {
    client.setQueryData(pageKeys.one(url), next);
    void client.invalidateQueries({ queryKey: pageKeys.list });
  };

  async function restore(v: PageVersion) {
    const ok = await openConfirmation({
      title: T('restore.title', { version: v.version }),
      message: T('restore.message', { version: v.version }),
      confirmLabel: T('restore.confirm'),
    });
    if (!ok) return;
    setRestoring(v.version);
    try {
      const next = await restorePage(url, v.version);
      show(next);
      showToast({
        message: T('restore.done', { version: v.version, newVersion: next.versions[0]?.version ?? '' }),
        tone: 'success',
      });
    } catch {
      // The error dialog said why.
    } finally {
      setRestoring(null);
    }
  }

  return (
    <QueryState query={page} loading={T('edit.loading')} error={T('edit.loadError')}>
      {(data) => (
        <Stack gap="xl">
          <Text size="sm">{T('edit.address', { url })}</Text>
          {/* A save or a restore makes a new newest version: the editor starts again from it. */}
          <PageEditor key={data.versions[0]?.version ?? 0} url={url} page={data} onSaved={show} />
          <VersionsTable versions={data.versions} onRestore={(v) => void restore(v)} restoring={restoring} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /admin/static-pages/edit?url={slug}: a static page's editor with its preview, and its versions
 * with View and Restore. An address naming no editable page says so and asks nothing.
 */
export default function AdminPageEditPage({ frame: Frame }: AdminPageEditPageProps) {
  const [params] = useSearchParams();
  const url = slugOf(params.get('url'));
  const admin = isAdmin(useSession().data?.permissions);
  const title = useQuery({ ...pageQuery(url ?? 'home'), enabled: admin && url !== null }).data?.title;
  return (
    <Frame title={title ? T('edit.title', { title }) : T('edit.fallback')}>
      <Anchor component={Link} to={PAGES_PATH}>
        {T('edit.back')}
      </Anchor>
      {url ? <Editor url={url} /> : <Text role="alert">{M.pageNotFound}</Text>}
    </Frame>
  );
}
