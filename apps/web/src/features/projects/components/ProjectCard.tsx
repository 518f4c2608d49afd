import { explainStatus, type ProjectListItem } from '@quire/domain';
import { hasProductPage, productPagePath } from '@quire/domain/storefront/product-page';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useProjectCardExtras } from '../lib/card-extras';
import { isbnOf, priceLabel, seriesOf, statusLabel, titleOf, typeLabel } from '../lib/display';
import { projectHref } from '../lib/links';
import { projectsText } from '../messages';
import { ProjectCover } from './ProjectCover';

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** What happens next to a book and when, in plain words (decision 030). */
function statusNext(p: ProjectListItem): string {
  return explainStatus(p.status, {
    due: p.saleDueAt ? new Date(p.saleDueAt) : null,
    preOrder: p.preOrder,
    onSaleDate: p.onSaleDate ? NEW_YORK.format(new Date(p.onSaleDate)) : null,
    formatDate: (d) => NEW_YORK.format(d),
  }).next;
}

export interface ProjectCardProps {
  project: ProjectListItem;
  /** The heading level of the book's title. */
  level: number;
  onDelete: (project: ProjectListItem) => void;
  deleting?: boolean;
}

/**
 * One book of the dashboard: cover, title (the link to its wizard page), facts, the link to its
 * public product page while it is on sale (a server page, so a plain link, not the app's router),
 * and Delete where the delete rules allow it (the list's `deletable`; never on a book on sale or on
 * its way).
 */
export function ProjectCard({ project, level, onDelete, deleting = false }: ProjectCardProps) {
  const Tag = `h${Math.min(level, 6)}` as 'h3';
  const title = titleOf(project);
  const headingId = `project-${project.id}-title`;
  const isbn = isbnOf(project);
  const series = seriesOf(project);
  const extras = useProjectCardExtras();
  return (
    <article className="project-card" aria-labelledby={headingId} aria-busy={deleting || undefined}>
      <ProjectCover project={project} title={title} />
      <div className="project-card-body">
        <Tag className="project-card-title" id={headingId}>
          <Link to={projectHref(project.id)}>{title}</Link>
        </Tag>
        {project.subtitle ? <p className="project-card-subtitle">{project.subtitle}</p> : null}
        <dl className="project-facts">
          <div>
            <dt>{projectsText('projects.field.format')}</dt>
            <dd>{typeLabel(project.type)}</dd>
          </div>
          <div>
            <dt>{projectsText('projects.field.status')}</dt>
            <dd>
              <span className="project-status" data-status={project.status}>
                {statusLabel(project.status)}
              </span>
            </dd>
          </div>
          <div className="project-status-next">
            <dt>{projectsText('projects.field.next')}</dt>
            <dd>{statusNext(project)}</dd>
          </div>
          <div>
            <dt>{projectsText('projects.field.price')}</dt>
            <dd>{priceLabel(project.listPrice)}</dd>
          </div>
          <div>
            <dt>{projectsText('projects.field.isbn')}</dt>
            <dd>{isbn ?? projectsText('projects.none')}</dd>
          </div>
          <div>
            <dt>{projectsText('projects.field.series')}</dt>
            <dd>{series ?? projectsText('projects.none')}</dd>
          </div>
          <div>
            <dt>{projectsText('projects.field.updated')}</dt>
            <dd>{formatDate(project.updatedAt, '--')}</dd>
          </div>
        </dl>
        {extras?.(project)}
      </div>
      <div className="project-card-actions">
        {hasProductPage(project.status) ? (
          <a
            className="project-product-link"
            href={productPagePath(project.id, project.title)}
            aria-label={projectsText('projects.productPageOf', { title })}
          >
            {projectsText('projects.productPage')}
          </a>
        ) : null}
        {project.deletable ? (
          <button
            type="button"
            className="project-delete"
            aria-label={projectsText('projects.delete', { title })}
            disabled={deleting}
            onClick={() => onDelete(project)}
          >
            {projectsText('projects.deleteLabel')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
