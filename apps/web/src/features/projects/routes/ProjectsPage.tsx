import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import ProjectsDashboard from '../components/ProjectsDashboard';
import { projectsText } from '../messages';

/** /projects: the signed-in author's projects dashboard; signed out, the sign-in page. */
export default function ProjectsPage() {
  usePageTitle(projectsText('projects.title'));
  const { data: user, isPending } = useSession();
  if (isPending)
    return (
      <div role="status" className="page-loading">
        <span className="spinner" aria-hidden="true" /> {projectsText('projects.loading')}
      </div>
    );
  if (!user) return <Navigate to="/sign-in" replace />;
  return <ProjectsDashboard headingLevel={1} />;
}
