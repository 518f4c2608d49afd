import { lazy } from 'react';
import { Loading } from '../components/Loading';
import { useSession } from '../lib/session';

// The dashboard is its own chunk: the first page (sign-in, or this one before the list arrives) stays light.
const ProjectsDashboard = lazy(() => import('../features/projects/components/ProjectsDashboard'));

// Signed in: the welcome with the projects dashboard as a section of it (two features composed here).
const AuthorHome = lazy(async () => {
  const [{ default: HomePage }, { WithCardExtras }] = await Promise.all([
    import('../features/home/routes/HomePage'),
    import('./card-extras'),
  ]);
  return {
    default: () => (
      <HomePage
        dashboard={
          <WithCardExtras>
            <ProjectsDashboard headingLevel={2} />
          </WithCardExtras>
        }
      />
    ),
  };
});

// Signed out: the visitors' home page (the content feature's). Each home is its own chunk, chosen
// once the session is known, so a visitor's first load carries neither the author's home nor the dashboard.
const VisitorHome = lazy(() => import('../features/content/public/VisitorHomePage'));

/** The route /: the author's home when signed in, the visitors' home page otherwise. */
export default function HomeRoute() {
  const { data: user, isPending } = useSession();
  if (isPending) return <Loading />;
  return user ? <AuthorHome /> : <VisitorHome />;
}
