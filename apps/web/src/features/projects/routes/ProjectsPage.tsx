import { SignedInPage } from '../../../components/SignedInPage';
import ProjectsDashboard from '../components/ProjectsDashboard';
import { projectsText } from '../messages';

/** /projects: the signed-in author's projects dashboard; signed out, the sign-in page. */
export default function ProjectsPage() {
  return (
    <SignedInPage title={projectsText('projects.title')}>
      {() => <ProjectsDashboard headingLevel={1} />}
    </SignedInPage>
  );
}
