import type { Project } from '@quire/domain';
import { NavLink } from 'react-router';
import { defaultChild } from '../step-props';
import {
  childLabel,
  navTarget,
  type Step,
  sectionChildren,
  sectionLabel,
  sections,
  stepPath,
  visitable,
  type WizardContext,
} from '../wizard';

/**
 * The wizard's left navigation: the sections the rules show, active or inactive, and the
 * sub-steps of the current one. `data-nav-target` names the page's left-nav target (spec 1 §2).
 */
export function WizardNav({ project, step, ctx }: { project: Project; step: Step; ctx: WizardContext }) {
  const list = sections(project, ctx);
  return (
    <nav
      className="builder-nav"
      aria-label="Book builder steps"
      data-nav-target={navTarget(project, step.section)}
    >
      <ol>
        {list.map(({ section, active }) => {
          const current = section === step.section;
          const to = stepPath(project.id, { section, child: defaultChild(section) });
          return (
            <li key={section} data-active={active} data-current={current}>
              {active ? (
                <NavLink to={to} aria-current={current ? 'step' : undefined}>
                  {sectionLabel(section, project)}
                </NavLink>
              ) : (
                <span aria-disabled="true" className="builder-nav-inactive">
                  {sectionLabel(section, project)}
                  <span className="visually-hidden"> (not available yet)</span>
                </span>
              )}
              {current ? <ChildLinks project={project} step={step} ctx={ctx} /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ChildLinks({ project, step, ctx }: { project: Project; step: Step; ctx: WizardContext }) {
  const children = sectionChildren(step.section, project).filter((child) =>
    visitable(project, { section: step.section, child }, ctx),
  );
  if (children.length === 0) return null;
  return (
    <ol className="builder-nav-children">
      {children.map((child) => (
        <li key={child}>
          <NavLink
            to={stepPath(project.id, { section: step.section, child })}
            aria-current={child === step.child ? 'page' : undefined}
          >
            {childLabel(child)}
          </NavLink>
        </li>
      ))}
    </ol>
  );
}
