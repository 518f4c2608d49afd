import type { Project } from '@quire/domain';
import { NavLink } from 'react-router';
import { builderText } from '../messages/shell';
import { navSections, navTarget, type Step, sectionLabel, stepPath, type WizardContext } from '../wizard';

/**
 * The wizard's left navigation: the sections of the project's flow, active or inactive by the
 * domain's rules, and the sub-steps of the current one. `data-nav-target` names the page's
 * left-nav target (spec 1 §2).
 */
export function WizardNav({ project, step, ctx }: { project: Project; step: Step; ctx: WizardContext }) {
  return (
    <nav
      className="builder-nav"
      aria-label={builderText('builder.nav')}
      data-nav-target={navTarget(project, step.section)}
    >
      <ol>
        {navSections(project, ctx).map(({ section, active, children }) => {
          const current = section === step.section;
          const label = sectionLabel(section, project);
          return (
            <li key={section} data-active={active} data-current={current}>
              {active ? (
                <NavLink
                  to={stepPath(project.id, { section, child: null })}
                  aria-current={current ? 'step' : undefined}
                >
                  {label}
                </NavLink>
              ) : (
                <span aria-disabled="true" className="builder-nav-inactive">
                  {label}
                  <span className="visually-hidden"> {builderText('builder.navLocked')}</span>
                </span>
              )}
              {current && children.length > 0 ? (
                <ol className="builder-nav-children">
                  {children.map((c) => (
                    <li key={c.child} data-active={c.active}>
                      {c.active ? (
                        <NavLink
                          to={stepPath(project.id, { section, child: c.child })}
                          aria-current={c.child === step.child ? 'page' : undefined}
                        >
                          {c.label}
                        </NavLink>
                      ) : (
                        <span aria-disabled="true" className="builder-nav-inactive">
                          {c.label}
                          <span className="visually-hidden"> {builderText('builder.navLocked')}</span>
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
