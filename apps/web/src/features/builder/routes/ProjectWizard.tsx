import '../styles';
import '../../../components/plain.css';
import { approvalBeforeNext, NEW_PROJECT_ID } from '@quire/domain';
import { useCallback, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../components/NotFoundPage';
import { useProject } from '../../../lib/project-query';
import { useSession } from '../../../lib/session';
import { WizardNav } from '../components/WizardNav';
import { builderText } from '../messages/shell';
import { type NextGuard, NextGuardContext } from '../next-guard';
import { useWizardScreens, type WizardScreens, WizardScreensProvider } from '../screens';
import type { StepProps } from '../step-props';
import { StepScreen } from '../steps/StepScreen';
import { useScrolledPast } from '../use-scrolled-past';
import {
  landing,
  navTarget,
  next,
  parseStep,
  previous,
  sectionLabel,
  stepLabel,
  stepPath,
  wizardContext,
} from '../wizard';

/**
 * The project part of the wizard: /{projectId}/{section}/{child}. The domain's access rules
 * decide whether the requested step may be shown; a locked step is replaced by the allowed one.
 * `screens` are the step screens the route puts together (src/app/wizard-steps.tsx).
 */
export default function ProjectWizard({ screens }: { screens: WizardScreens }) {
  const { projectId = '', section = '', child } = useParams();
  const session = useSession();
  const step = parseStep(section, child);
  const isNew = projectId === NEW_PROJECT_ID;
  const project = useProject(step && !isNew ? projectId : undefined);

  if (!step) return <NotFoundPage />;
  // The domain names a book not created yet `new`: its first steps live under /build-a-book.
  if (isNew) {
    const early = step.section === 'create-book-title' ? 'create-book-title' : 'choose-book-type';
    return <Navigate to={`/build-a-book/${early}`} replace />;
  }
  if (!session.isPending && !session.data) return <Navigate to="/sign-in" replace />;
  if (project.isError) return <NotFoundPage />;
  if (session.isPending || !project.data) {
    return (
      <div role="status" aria-live="polite" className="page-loading">
        <span className="spinner" aria-hidden="true" /> {builderText('builder.loading')}
      </div>
    );
  }

  const ctx = wizardContext(session.data);
  const target = landing(project.data, step, ctx);
  if (target) return <Navigate to={stepPath(projectId, target)} replace />;

  return (
    <WizardScreensProvider value={screens}>
      <WizardPage project={project.data} step={step} ctx={ctx} user={session.data ?? null} />
    </WizardScreensProvider>
  );
}

function WizardPage(props: StepProps) {
  const { project, step, ctx } = props;
  const navigate = useNavigate();
  const sticky = useScrolledPast();
  const back = previous(project, step, ctx);
  const forward = next(project, step, ctx);
  const title = project.title || builderText('builder.untitled');
  const { NavExtras } = useWizardScreens();
  // The shown step's check (next-guard.ts): Next stays when a required field is empty or invalid.
  const guard = useRef<NextGuard | null>(null);
  const registerGuard = useCallback((g: NextGuard | null) => {
    guard.current = g;
  }, []);

  // A review page asks for its file's approval to continue: Next stays and says so until it is given.
  const stepKey = `${step.section}/${step.child ?? ''}`;
  const [heldAt, setHeldAt] = useState<string | null>(null);
  const held = heldAt === stepKey ? approvalBeforeNext(project, step) : null;

  async function goNext() {
    if (!forward) return;
    if (approvalBeforeNext(project, step)) {
      setHeldAt(stepKey);
      return;
    }
    if (guard.current && !(await guard.current())) return;
    navigate(stepPath(project.id, forward));
  }

  const nextButton = forward ? (
    <button
      type="button"
      className="button button-plain-filled"
      onClick={() => void goNext()}
      aria-label={builderText('builder.nextTo', { step: stepLabel(forward) })}
    >
      {builderText('builder.next')}
    </button>
  ) : null;

  // data-step names the step shown: a navigation runs as a transition, so for a moment after the
  // address changes the previous step is still on screen (the walks wait for this to match it).
  return (
    <div className="builder" data-step={stepKey}>
      <div className="builder-side">
        <WizardNav project={project} step={step} ctx={ctx} />
        {NavExtras ? <NavExtras project={project} target={navTarget(project, step.section)} /> : null}
      </div>
      <div className="builder-content">
        <p className="para para-sm para-dimmed builder-book">
          {project.projectType} · {title}
        </p>
        <NextGuardContext.Provider value={registerGuard}>
          <StepScreen key={`${step.section}/${step.child ?? ''}`} {...props} />
        </NextGuardContext.Provider>
        {held ? (
          <p role="alert" className="para builder-held">
            {held}
          </p>
        ) : null}
        <div className="inline-row builder-steps">
          {back ? (
            <Link
              className="button button-plain-default"
              to={stepPath(project.id, back)}
              aria-label={builderText('builder.backTo', { step: stepLabel(back) })}
            >
              {builderText('builder.back')}
            </Link>
          ) : (
            <span />
          )}
          {nextButton}
        </div>
      </div>
      {sticky ? (
        <section
          className="builder-sticky"
          data-testid="sticky-bar"
          aria-label={builderText('builder.shortcuts')}
        >
          <p className="para para-strong para-truncate">
            {title} — {sectionLabel(step.section, project)}
          </p>
          {nextButton}
        </section>
      ) : null}
    </div>
  );
}
