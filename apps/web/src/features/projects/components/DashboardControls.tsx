import { PROJECT_STATUSES, PROJECT_TYPES, type ProjectStatus, type ProjectType } from '@quire/domain';
import { type ChangeEvent, useId } from 'react';
import { statusLabel, typeLabel } from '../lib/display';
import {
  GROUP_BY,
  type GroupBy,
  type ListState,
  SORT_OPTIONS,
  type SortOption,
  sortOption,
} from '../lib/list-params';
import { type ProjectsMessageKey, projectsText } from '../messages';

/** Every status, one spelling each (the domain's enumeration has no mixed-case duplicates). */
const FILTER_STATUSES = PROJECT_STATUSES;

export interface DashboardControlsProps {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

function Select({ label, value, onChange, options }: SelectProps) {
  const id = useId();
  return (
    <div className="dashboard-control">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort (when not grouped), the two filters and grouping; every change goes to the URL. */
export function DashboardControls({ state, onChange }: DashboardControlsProps) {
  const all = { value: '', label: projectsText('projects.filter.all') };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of form controls, not a fieldset with a legend
    <div className="dashboard-controls" role="group" aria-label={projectsText('projects.controls')}>
      {state.groupBy === 'none' ? (
        <Select
          label={projectsText('projects.sort')}
          value={sortOption(state)}
          onChange={(v) => {
            const [sort, direction] = (v as SortOption).split('-') as [
              ListState['sort'],
              ListState['direction'],
            ];
            onChange({ sort, direction });
          }}
          options={SORT_OPTIONS.map((o) => ({
            value: o,
            label: projectsText(`projects.sort.${o}` as ProjectsMessageKey),
          }))}
        />
      ) : null}
      <Select
        label={projectsText('projects.filter.type')}
        value={state.type ?? ''}
        onChange={(v) => onChange({ type: (v || null) as ProjectType | null })}
        options={[all, ...PROJECT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))]}
      />
      <Select
        label={projectsText('projects.filter.status')}
        value={state.status ?? ''}
        onChange={(v) => onChange({ status: (v || null) as ProjectStatus | null })}
        options={[all, ...FILTER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
      />
      <Select
        label={projectsText('projects.group')}
        value={state.groupBy}
        onChange={(v) => onChange({ groupBy: v as GroupBy })}
        options={GROUP_BY.map((g) => ({
          value: g,
          label: projectsText(`projects.group.${g}` as ProjectsMessageKey),
        }))}
      />
    </div>
  );
}
