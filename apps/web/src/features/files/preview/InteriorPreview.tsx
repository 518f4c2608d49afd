import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { usePreviewInfo } from '../api/previews';
import { PreviewFailure, type PreviewFailureReason } from '../lib/preview-poll';
import { EpubReader } from './EpubReader';
import { previewText } from './messages';
import PdfPages from './PdfPages';
import './preview.css';

export interface InteriorPreviewProps {
  projectId: string;
  /** Show the eBook's sample (`preview_sample`) instead of the whole interior. */
  sample?: boolean;
}

/** The failure's reason in the author's words. */
export function failureText(reason: PreviewFailureReason): string {
  return previewText(`preview.error.${reason}`);
}

/**
 * The interior (or sample) preview: waits for the file to be ready, then shows an EPUB in the
 * reader, a print PDF page by page, or an image; with loading, error and empty states.
 */
export function InteriorPreview({ projectId, sample = false }: InteriorPreviewProps) {
  const query = usePreviewInfo(projectId, sample);
  const label = sample ? previewText('preview.regionSample') : previewText('preview.region');

  if (query.isPending)
    return (
      <div role="status" className="preview-loading">
        <Loader size="sm" aria-hidden />
        <Text>{sample ? previewText('preview.loadingSample') : previewText('preview.loading')}</Text>
      </div>
    );
  if (query.isError) {
    const reason = query.error instanceof PreviewFailure ? query.error.reason : 'web';
    return (
      <Alert color="red" role="alert" title={previewText('preview.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureText(reason)}</Text>
          <Button variant="light" size="xs" onClick={() => void query.refetch()}>
            {previewText('preview.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const info = query.data;
  if (info.kind === 'PDF') return <PdfPages url={info.url} label={label} />;
  if (info.kind === 'IMAGE')
    return (
      <section aria-label={label}>
        <img src={info.url} alt={previewText('preview.image')} className="preview-image" />
      </section>
    );
  if (info.spine.length === 0)
    return (
      <section aria-label={label}>
        <Text>{previewText('preview.empty')}</Text>
      </section>
    );
  return <EpubReader info={info} label={label} />;
}
