import { Alert, Loader, Stack, Text } from '@mantine/core';
import {
  type CoverLayout,
  coverLayout,
  formatInches,
  type PaperColor,
  type PrintColor,
  type Project,
  trimSizeOf,
} from '@quire/domain';
import { useCallback, useState } from 'react';
import { CoverGuides, GuideLegend } from '../../../components/CoverGuides';
import { fileUrl, usePreflightFile } from '../api/previews';
import { previewText } from './messages';
import { PdfCanvas } from './PdfCanvas';
import './preview.css';

export type CoverProject = Pick<
  Project,
  'id' | 'type' | 'pageSize' | 'pageCount' | 'paperColor' | 'printColor' | 'coverFormat'
>;

export interface CoverPreviewProps {
  project: CoverProject;
  /** CSS width of the cover, in pixels. */
  width?: number;
}

/** The full-cover guides of a print project, or null when its size fields are incomplete. */
export function projectCoverLayout(project: CoverProject): CoverLayout | null {
  const trim = trimSizeOf(project.pageSize);
  const { pageCount, paperColor, printColor, coverFormat } = project;
  if (!trim || !pageCount || pageCount <= 0 || !paperColor || !printColor || !coverFormat) return null;
  return coverLayout({
    trim,
    pageCount,
    paperColor: paperColor as PaperColor,
    printColor: printColor as PrintColor,
    coverFormat,
  });
}

function Legend({ layout, pageCount }: { layout: CoverLayout; pageCount: number }) {
  return (
    <GuideLegend
      title={previewText('cover.legend')}
      items={[
        { key: 'trim', text: previewText('cover.legend.trim') },
        { key: 'bleed', text: previewText('cover.legend.bleed') },
        {
          key: 'spine',
          text: previewText('cover.legend.spine', {
            width: formatInches(layout.size.spineIn),
            pages: pageCount,
          }),
        },
        { key: 'safe', text: previewText('cover.legend.safe') },
        { key: 'barcode', text: previewText('cover.legend.barcode') },
      ]}
    />
  );
}

/**
 * The uploaded full cover: an image, or page 1 of a PDF drawn by pdf.js. A print cover gets the
 * trim, bleed, spine, safe-zone and barcode guides over it and a legend; an eBook cover is shown
 * alone.
 */
export function CoverPreview({ project, width = 720 }: CoverPreviewProps) {
  // Separate front and back covers are composed with the spine into a full cover (POST spine),
  // so the review always shows the full cover.
  const status = usePreflightFile(project.id, 'FULL_COVER');
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const file = status.data?.data?.file ?? null;
  const layout = project.type === 'EBOOK' ? null : projectCoverLayout(project);

  let body: React.ReactNode;
  if (status.isPending)
    body = (
      <div role="status" className="preview-loading">
        <Loader size="sm" aria-hidden />
        <Text>{previewText('cover.loading')}</Text>
      </div>
    );
  else if (status.isError || failed)
    body = (
      <Alert color="red" role="alert" title={previewText('preview.errorTitle')}>
        {previewText('cover.error')}
      </Alert>
    );
  else if (!file) body = <Text>{previewText('cover.none')}</Text>;
  else {
    const url = fileUrl(project.id, file);
    const alt = layout ? previewText('cover.imageGuides') : previewText('cover.image');
    body = (
      <Stack gap="sm" align="flex-start">
        <div className="cover-stage" style={{ width: '100%', maxWidth: width }}>
          {file.kind === 'PDF' ? (
            <PdfCanvas url={url} width={width} label={alt} onError={onError} />
          ) : (
            <img src={url} alt={alt} onError={onError} style={{ width: '100%' }} />
          )}
          {layout ? <CoverGuides layout={layout} overlay /> : null}
        </div>
        {layout ? (
          <>
            <Text size="sm">
              {previewText('cover.sizes', {
                width: formatInches(layout.size.widthIn),
                height: formatInches(layout.size.heightIn),
                bleed: formatInches(layout.size.bleedIn),
              })}
            </Text>
            <Legend layout={layout} pageCount={project.pageCount ?? 0} />
          </>
        ) : project.type !== 'EBOOK' ? (
          <Text size="sm">{previewText('cover.noSize')}</Text>
        ) : null}
      </Stack>
    );
  }
  return <section aria-label={previewText('cover.region')}>{body}</section>;
}
