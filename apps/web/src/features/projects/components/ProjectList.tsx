import type { ProjectListItem, ProjectStatus, ProjectType } from '@quire/domain';
import { groupProjects, type ProjectGroup } from '../api/projects';
import { projectsText } from '../messages';
import { ProjectCard } from './ProjectCard';

interface ListProps {
  projects: readonly ProjectListItem[];
  level: number;
  onDelete: (project: ProjectListItem) => void;
  deletingId: string | null;
  label?: string;
}

/** The books, one card each, as a list named for assistive technology. */
export function ProjectList({
  projects,
  level,
  onDelete,
  deletingId,
  label = projectsText('projects.list'),
}: ListProps) {
  if (!projects.length) return null;
  return (
    <ul className="project-list" aria-label={label}>
      {projects.map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} level={level} onDelete={onDelete} deleting={deletingId === p.id} />
        </li>
      ))}
    </ul>
  );
}

export interface GroupedProjectsProps {
  kind: 'series' | 'group';
  groups: readonly ProjectGroup[];
  filter: { type: ProjectType | null; status: ProjectStatus | null };
  level: number;
  onDelete: (project: ProjectListItem) => void;
  deletingId: string | null;
}

/**
 * Books grouped by series or by book group (`GET /api/projectgroups/query`): a heading per group
 * with its book count, then its books. The format and status filters apply within the groups;
 * a group with no book left is not shown.
 */
export function GroupedProjects({ kind, groups, filter, level, onDelete, deletingId }: GroupedProjectsProps) {
  const shown = groups
    .map((group) => ({
      group,
      projects: groupProjects(group).filter(
        (p) => (!filter.type || p.type === filter.type) && (!filter.status || p.status === filter.status),
      ),
    }))
    .filter((g) => g.projects.length > 0);
  if (!shown.length) {
    const filtered = filter.type !== null || filter.status !== null;
    return (
      <p className="dashboard-empty-groups">
        {filtered
          ? projectsText('projects.empty.filtered')
          : projectsText(kind === 'series' ? 'projects.groupEmpty' : 'projects.groupEmptyGroups')}
      </p>
    );
  }
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <div className="project-groups">
      {shown.map(({ group, projects }) => {
        const headingId = `group-${group.id}`;
        const name = group.title?.trim() || projectsText('projects.groupUnnamed');
        return (
          <section key={group.id} className="project-group" aria-labelledby={headingId}>
            <Tag id={headingId} className="project-group-title">
              {name}{' '}
              <span className="project-group-count">
                (
                {projects.length === 1
                  ? projectsText('projects.groupBooksOne')
                  : projectsText('projects.groupBooks', { count: projects.length })}
                )
              </span>
            </Tag>
            <ProjectList
              projects={projects}
              level={level + 1}
              onDelete={onDelete}
              deletingId={deletingId}
              label={name}
            />
          </section>
        );
      })}
    </div>
  );
}
