import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type ElementType, type Project, shortenFileName } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { confirmUpload } from '../../../components/modals/open';
import { t } from '../../../i18n';
import { invalidateProject } from '../../../lib/project-query';
import { preflightKey } from '../api/files';
import { uploadFile } from '../api/upload';
import { usePreflight } from '../api/use-preflight';
import { acceptedKinds, maxUploadBytes } from '../lib/accept';
import { errorText } from '../lib/error-text';
import { replaceNeedsWarning } from '../lib/rules';
import { filesText } from '../messages';
import { CurrentFile } from './CurrentFile';
import { FileDropzone } from './FileDropzone';
import { CheckProgress, PreflightReport } from './PreflightReport';

export interface UploadPanelProps {
  project: Project;
  elementType: ElementType;
  /** Overrides the section heading (the eBook cover is a "Cover image"). */
  heading?: string;
}

/**
 * One file of the project: what is there now, the drop zone, the 'Upload This File'
 * confirmation (with the replacement warning for an orderable book), the upload's progress,
 * then the preflight's progress and findings.
 */
export function UploadPanel({ project, elementType, heading }: UploadPanelProps) {
  const client = useQueryClient();
  const preflight = usePreflight(project.id, elementType);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const id = useId();
  const what = filesText(`files.what.${elementType}`);
  const kinds = acceptedKinds(project.type, elementType);
  const maxBytes = maxUploadBytes(project.type, elementType);

  // Leaving the page (reload, another site) during an upload: the browser asks first.
  useEffect(() => {
    if (!sending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  async function send(file: File) {
    setError(null);
    setNotice(null);
    const warning = replaceNeedsWarning(project, preflight.file !== null)
      ? `${filesText('files.replaceWarning')} `
      : '';
    if (!(await confirmUpload(`${warning}${t('modal.upload.message')}`))) return;
    const controller = new AbortController();
    abort.current = controller;
    setSending({ name: file.name, percent: 0 });
    try {
      const reply = await uploadFile({
        projectId: project.id,
        elementType,
        file,
        signal: controller.signal,
        onProgress: (percent) => setSending({ name: file.name, percent }),
      });
      // The upload answers the new file's status; polling starts from it.
      const key = preflightKey(project.id, elementType);
      if (reply && typeof reply === 'object' && 'preFlightCheckStatus' in reply)
        client.setQueryData(key, reply);
      else await client.refetchQueries({ queryKey: key });
      void invalidateProject(client, project.id);
      setNotice(filesText('files.upload.done', { name: shortenFileName(file.name) }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      abort.current = null;
      setSending(null);
    }
  }

  const result = preflight.data;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="files-panel" data-element={elementType}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {heading ?? filesText(`files.heading.${elementType}`)}
        </Title>
        <CurrentFile
          file={preflight.file}
          status={result?.preFlightCheckStatus}
          pageCount={result?.data?.pageCount}
        />
        {preflight.isError ? <Text c="dimmed">{filesText('files.check.unavailable')}</Text> : null}
        {preflight.phase === 'pending' ? <CheckProgress result={result} what={what} /> : null}
        {result && preflight.phase && preflight.phase !== 'pending' ? (
          <PreflightReport result={result} what={what} headingId={`${id}-result`} />
        ) : null}
        {sending ? (
          <Stack gap={4}>
            <Progress
              value={sending.percent}
              aria-label={filesText('files.upload.progress', { name: shortenFileName(sending.name) })}
            />
            <Group justify="space-between">
              <Text size="sm" aria-live="polite">
                {filesText('files.upload.percent', {
                  name: shortenFileName(sending.name),
                  percent: sending.percent,
                })}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => abort.current?.abort()}>
                {filesText('files.upload.cancel', { what })}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {/* "We are checking it now" only while the check runs; its result replaces it. */}
        {notice && preflight.phase === 'pending' ? (
          <Text size="sm" role="status">
            {notice}
          </Text>
        ) : null}
        <FileDropzone
          elementType={elementType}
          what={what}
          kinds={kinds}
          maxBytes={maxBytes}
          error={error}
          disabled={sending !== null}
          onFile={send}
        />
      </Stack>
    </section>
  );
}
