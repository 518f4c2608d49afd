import ProjectsPage from '../features/projects/routes/ProjectsPage';
import { WithCardExtras } from './card-extras';

/** /projects: the projects dashboard, its cards with the other features' extras. */
export default function ProjectsRoute() {
  return (
    <WithCardExtras>
      <ProjectsPage />
    </WithCardExtras>
  );
}
