import './plain.css';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';
import { Loading } from './Loading';

type SignedInUser = NonNullable<ReturnType<typeof useSession>['data']>;

export interface PageFrameProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * A page for signed-in users: its title in the document, Loading while the session is asked for,
 * the sign-in page without one; then the page for that user.
 */
export function SignedInPage({
  title,
  children,
}: {
  title: string;
  children: (user: SignedInUser) => ReactNode;
}) {
  usePageTitle(title);
  const { data: user, isPending } = useSession();
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/sign-in" replace />;
  return <>{children(user)}</>;
}

/**
 * A page's heading, its introduction and its content: plain elements with Mantine's looks
 * (components/plain.css), so a page whose own parts are plain loads none of Mantine's components.
 */
export function PageBody({ title, intro, children, className }: PageFrameProps & { className?: string }) {
  return (
    <div className={`stack${className ? ` ${className}` : ''}`}>
      <h1 className="heading heading-1">{title}</h1>
      {intro ? <p className="para">{intro}</p> : null}
      {children}
    </div>
  );
}
