import type { ProjectListItem } from '@quire/domain';
import { useCallback, useState } from 'react';
import { usePdfCover } from '../lib/pdf-cover';
import { projectsText } from '../messages';
import { CoverPlaceholder } from './CoverPlaceholder';

/** How wide a PDF cover's first page is drawn: a full cover's front half still fills the card sharply. */
const PDF_DRAW_WIDTH = 320;

export interface ProjectCoverProps {
  project: Pick<ProjectListItem, 'id' | 'coverThumbnailUrl' | 'coverThumbnailKind' | 'coverThumbnailPanel'>;
  title: string;
}

/**
 * A dashboard card's cover: the uploaded cover the server serves the owner once it has passed its
 * check (an image, or a PDF's first page), a full cover cropped to its front (the right-hand part);
 * the placeholder with the title's initials when there is none, or it cannot be shown.
 */
export function ProjectCover({ project, title }: ProjectCoverProps) {
  const renderPdf = usePdfCover();
  const [failed, setFailed] = useState<string | null>(null);
  const url = project.coverThumbnailUrl;
  const onError = useCallback(() => setFailed(url), [url]);
  const label = projectsText('projects.cover', { title });
  const kind = project.coverThumbnailKind ?? 'IMAGE';
  if (!url || failed === url || (kind === 'PDF' && !renderPdf)) {
    return <CoverPlaceholder id={project.id} title={title} />;
  }
  return (
    <div className="project-cover project-cover-file" data-panel={project.coverThumbnailPanel ?? 'FRONT'}>
      {kind === 'PDF' && renderPdf ? (
        renderPdf({ url, width: PDF_DRAW_WIDTH, label, onError })
      ) : (
        <img src={url} alt={label} loading="lazy" decoding="async" onError={onError} />
      )}
    </div>
  );
}
