import { Alert, Button, Text } from '@mantine/core';
import type { Project } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateProject } from '../../../lib/project-query';
import { acknowledgePageCount } from '../api/files';
import { errorText } from '../lib/error-text';
import { filesText } from '../messages';

/**
 * The page-count-changed flag: a new interior changed the page count; the author
 * acknowledges it with "I understand" (POST acknowledgePageCountChanged), which clears the flag.
 */
export function PageCountNotice({ project }: { project: Project }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!project.pageCountChanged) return null;

  async function acknowledge() {
    setBusy(true);
    setError(null);
    try {
      await acknowledgePageCount(project.id);
      await invalidateProject(client, project.id, { exact: true });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert color="yellow" title={filesText('files.pageCount.title')} className="files-pagecount">
      <Text size="sm">{filesText('files.pageCount.body', { count: project.pageCount ?? '—' })}</Text>
      {project.warningMessage ? <Text size="sm">{project.warningMessage}</Text> : null}
      <Button mt="sm" size="sm" loading={busy} onClick={() => void acknowledge()}>
        {filesText('files.pageCount.ack')}
      </Button>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Alert>
  );
}
