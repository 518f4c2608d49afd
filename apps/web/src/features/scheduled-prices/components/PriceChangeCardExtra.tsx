import {
  formatNewYorkDateTime,
  formatPrice,
  hasPermission,
  isAdmin,
  type ProjectListItem,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { nextPriceChangeQuery } from '../api/scheduled-prices';
import { scheduledPricesText } from '../messages';
import '../scheduled-prices.css';

/** Where a book's scheduled prices are managed. */
export const scheduledPricesHref = (projectId: string) =>
  `/projects/${encodeURIComponent(projectId)}/scheduled-prices`;

/**
 * On a dashboard card of an eBook, for a user with scheduled price changes (TMD_PRICE_CHNG): the
 * badge "Price change on <date>: $x.xx" when one is coming, and the link to the book's scheduled
 * prices. The cards of a page ask for their next changes in one request (api/scheduled-prices.ts).
 */
export default function PriceChangeCardExtra({ project }: { project: ProjectListItem }) {
  const permissions = useSession().data?.permissions;
  const allowed =
    project.type === 'EBOOK' && (isAdmin(permissions) || hasPermission(permissions, 'TMD_PRICE_CHNG'));
  const next = useQuery({ ...nextPriceChangeQuery(project.id), enabled: allowed });
  if (!allowed) return null;
  const title = project.title?.trim() || project.projectType;
  return (
    <div className="sp-card-extra">
      {next.data ? (
        <span className="sp-badge">
          {scheduledPricesText('sp.badge', {
            date: formatNewYorkDateTime(next.data.at),
            price: formatPrice(next.data.price),
          })}
        </span>
      ) : null}
      <Link to={scheduledPricesHref(project.id)} aria-label={scheduledPricesText('sp.linkLabel', { title })}>
        {scheduledPricesText('sp.link')}
      </Link>
    </div>
  );
}
