import { lazy } from 'react';
import HomePage from '../features/home/routes/HomePage';
import { WithCardExtras } from './card-extras';

// The dashboard is its own chunk: the first page (sign-in, or this one before the list arrives) stays light.
const ProjectsDashboard = lazy(() => import('../features/projects/components/ProjectsDashboard'));

/** The route /: the home page with the projects dashboard as a section of it (two features composed here). */
export default function HomeRoute() {
  return (
    <HomePage
      dashboard={
        <WithCardExtras>
          <ProjectsDashboard headingLevel={2} />
        </WithCardExtras>
      }
    />
  );
}
