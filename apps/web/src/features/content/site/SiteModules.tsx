import './site.css';
import type { ModuleType } from '@quire/domain';
import { useId } from 'react';
import type { ContentPage, SiteModule } from '../api/page-content';
import { SafeHtml } from '../SafeHtml';
import { ContentLink, isImageUrl } from './ContentLink';
import { siteText } from './messages';
import { usePageContent } from './use-page-content';

type Column = SiteModule['columns'][number];

/**
 * One site module (spec 3 §3 "Banner and site module"): its template says what each column shows
 * (TEXT copy, IMAGE_TEXT an image above copy, IMAGE an image), doubleTemplate puts two columns
 * side by side. Copy is the administrator's HTML, sanitised again here.
 */
export function ModuleCard({ module }: { module: SiteModule }) {
  const columns = module.columns.slice(0, module.doubleTemplate ? 2 : 1);
  return (
    <div
      className="site-module"
      data-template={module.template}
      data-double={module.doubleTemplate}
      data-module-type={module.moduleType}
    >
      {columns.map((column, i) => (
        // Columns have no id; their place is theirs.
        // biome-ignore lint/suspicious/noArrayIndexKey: a module's columns never move.
        <ModuleColumn key={i} column={column} template={module.template} />
      ))}
    </div>
  );
}

function ModuleColumn({ column, template }: { column: Column; template: SiteModule['template'] }) {
  const headingId = useId();
  const image = template !== 'TEXT' && isImageUrl(column.imageUrl) ? column.imageUrl : null;
  const copy = template !== 'IMAGE' && column.copy ? column.copy : null;
  // An image that is the link needs a name: its alt text, else the link's label or the heading.
  const imageOnlyLink = Boolean(image && column.link && !column.linkLabel);
  const alt = column.imageAlt || (imageOnlyLink ? column.heading || '' : '');
  const img = image ? <img className="site-module-image" src={image} alt={alt} loading="lazy" /> : null;
  return (
    <div className="site-module-column">
      {column.heading ? (
        <strong id={headingId} className="site-module-heading">
          {column.heading}
        </strong>
      ) : null}
      {img && imageOnlyLink ? <ContentLink href={column.link}>{img}</ContentLink> : img}
      {copy ? <SafeHtml html={copy} kind="message" className="site-module-copy" /> : null}
      {column.link && column.linkLabel ? (
        <ContentLink
          href={column.link}
          describedBy={column.heading ? headingId : undefined}
          className="site-module-link"
        >
          {column.linkLabel}
        </ContentLink>
      ) : null}
    </div>
  );
}

/**
 * The left-navigation modules of a page (LEFT_NAV_PROJECT on the projects pages, LEFT_NAV_BAB on a
 * builder step), from the page's content answer: the server sends those active now, in order.
 */
export function PageModules({ page, moduleType }: { page: ContentPage; moduleType: ModuleType }) {
  const { data } = usePageContent(page);
  const modules = (data?.modules ?? []).filter((m) => m.moduleType === moduleType);
  if (modules.length === 0) return null;
  return (
    <aside className="site-modules" aria-label={siteText('modules.label')}>
      {modules.map((m) => (
        <ModuleCard key={m.id} module={m} />
      ))}
    </aside>
  );
}
