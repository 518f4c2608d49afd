import { PageBanners } from '../features/content/site/PageBanners';
import ProjectsPage from '../features/projects/routes/ProjectsPage';
import { WithCardExtras } from './card-extras';

/**
 * /projects: the projects dashboard, its cards with the other features' extras, and the banners
 * aimed at the projects page above it. Its left-navigation modules are the layout's (left column)
 * and its messages the message bar's: all three read one page-banners/projects answer.
 */
export default function ProjectsRoute() {
  return (
    <WithCardExtras>
      <PageBanners page="projects" />
      <ProjectsPage />
    </WithCardExtras>
  );
}
