import { isContentLink } from '@quire/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteText } from './messages';

/**
 * An administrator's link (a message's, a module's, a banner's): a path of the site stays in the
 * app, an https address opens a new tab and says so. Anything else is not a link (the server
 * refuses it; this is the second check), and only the children are shown.
 */
export function ContentLink({
  href,
  children,
  describedBy,
  className,
}: {
  href: string | null;
  children: ReactNode;
  describedBy?: string;
  className?: string;
}) {
  const to = href?.trim() ?? '';
  if (!to || !isContentLink(to)) return <>{children}</>;
  if (to.startsWith('/')) {
    return (
      <Link to={to} aria-describedby={describedBy} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className={className}
    >
      {children} <span className="visually-hidden">{siteText('link.newTab')}</span>
    </a>
  );
}

/** An image the server stored: a path of the site or an https address, nothing else loads. */
export function isImageUrl(url: string | null): url is string {
  return Boolean(url && isContentLink(url));
}
