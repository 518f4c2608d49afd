import type { ProjectListItem } from '@quire/domain';
import { useCallback, useState } from 'react';
import { projectsText } from '../messages';
import { CoverPlaceholder } from './CoverPlaceholder';

export interface ProjectCoverProps {
  project: Pick<ProjectListItem, 'id' | 'coverThumbnailUrl' | 'coverThumbnailPanel'>;
  title: string;
}

/**
 * A dashboard card's cover: the image the server makes of the uploaded cover once it has passed its
 * check (a PDF cover's first page drawn on the server, decision 055), a full cover cropped to its
 * front (the right-hand part); the placeholder with the title's initials when there is none, or it
 * cannot be loaded.
 */
export function ProjectCover({ project, title }: ProjectCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = project.coverThumbnailUrl;
  const onError = useCallback(() => setFailed(url), [url]);
  if (!url || failed === url) return <CoverPlaceholder id={project.id} title={title} />;
  return (
    <div className="project-cover project-cover-file" data-panel={project.coverThumbnailPanel ?? 'FRONT'}>
      <img
        src={url}
        alt={projectsText('projects.cover', { title })}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
    </div>
  );
}
