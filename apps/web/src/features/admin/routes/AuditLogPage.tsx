import { Button, NativeSelect, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, auditActionLabel } from '@quire/domain';
import { formatDisplayDateTime } from '@quire/domain/format/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterForm } from '../../../components/FilterForm';
import type { ListView } from '../../../components/PagedTable';
import { locale } from '../../../i18n';
import { isoDate, listSpec, oneOf, text } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { type AuditEntry, auditQuery } from '../api/admin';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { adminText } from '../messages';

/** The filters in the address; the log reads newest first (no other order). */
const AUDIT = listSpec({
  pageSize: 30,
  sort: { fields: ['at'], default: { field: 'at', direction: 'desc' }, fixedDirection: true },
  filters: {
    actor: text(),
    action: oneOf(AUDIT_ACTIONS),
    targetType: oneOf(['user', 'project']),
    targetId: text(),
    from: isoDate(),
    to: isoDate(),
  },
});
type Filters = Record<keyof typeof AUDIT.filters, string>;
const NO_FILTERS: Filters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Before → after, one line per changed field. */
function change(e: AuditEntry): string {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return keys
    .map((k) =>
      adminText('audit.arrow', { field: k, before: show(e.before?.[k]), after: show(e.after?.[k]) }),
    )
    .join('\n');
}

/** The entries of the log's answer, one row each. */
const VIEW: ListView<{ entries: readonly AuditEntry[] }, AuditEntry, 'at'> = {
  rowsOf: (data) => data.entries,
  rowKey: (e) => e.id,
  columns: [
    {
      key: 'when',
      header: adminText('audit.col.when'),
      // In New York time with the zone, as the book's history shows the same moment.
      cell: (e) => <time dateTime={e.at}>{formatDisplayDateTime(e.at, locale)}</time>,
    },
    { key: 'actor', header: adminText('audit.col.actor'), cell: (e) => e.actorEmail },
    {
      key: 'action',
      header: adminText('audit.col.action'),
      cell: (e) => auditActionLabel(e.action),
      rowHeader: true,
    },
    {
      key: 'target',
      header: adminText('audit.col.target'),
      cell: (e) =>
        e.targetType === 'user' ? (
          <Link to={`/admin/users/${encodeURIComponent(e.targetId)}`}>{`user ${e.targetId}`}</Link>
        ) : (
          `${e.targetType} ${e.targetId}`
        ),
    },
    { key: 'change', header: adminText('audit.col.change'), cell: change, className: 'admin-change' },
    { key: 'reason', header: adminText('audit.col.reason'), cell: (e) => e.reason ?? '—' },
  ],
};

/** The audit log: every administrator action, filtered and paged; filters live in the address. */
export default function AuditLogPage() {
  const list = useListState(AUDIT);
  const { page, filters } = list.state;
  const applied: Filters = { ...NO_FILTERS };
  for (const k of Object.keys(NO_FILTERS) as (keyof Filters)[]) applied[k] = filters[k] ?? '';
  const [draft, setDraft] = useState(applied);
  const admin = useIsAdmin();
  const result = useQuery({ ...auditQuery({ ...applied, pageNum: page }), enabled: admin && list.ready });

  function go(next: Filters) {
    const set = {} as Record<keyof Filters, string | null>;
    for (const k of Object.keys(NO_FILTERS) as (keyof Filters)[]) set[k] = next[k].trim() || null;
    list.update({ filters: set as Parameters<typeof list.update>[0]['filters'] });
  }
  const set = (f: keyof Filters) => (e: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [f]: e.currentTarget.value });

  return (
    <AdminPage title={adminText('audit.title')} intro={adminText('audit.intro')}>
      <FilterForm
        label={adminText('audit.filters')}
        submitLabel={adminText('audit.apply')}
        onApply={() => go(draft)}
        after={
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_FILTERS);
              go(NO_FILTERS);
            }}
          >
            {adminText('audit.clear')}
          </Button>
        }
      >
        <TextInput label={adminText('audit.actor')} value={draft.actor} onChange={set('actor')} />
        <NativeSelect
          label={adminText('audit.action')}
          value={draft.action}
          onChange={set('action')}
          data={[
            { value: '', label: adminText('audit.anyAction') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(a) })),
          ]}
        />
        <NativeSelect
          label={adminText('audit.targetType')}
          value={draft.targetType}
          onChange={set('targetType')}
          data={[
            { value: '', label: adminText('audit.anyTarget') },
            { value: 'user', label: 'user' },
            { value: 'project', label: 'project' },
          ]}
        />
        <TextInput label={adminText('audit.targetId')} value={draft.targetId} onChange={set('targetId')} />
        <TextInput label={adminText('audit.from')} type="date" value={draft.from} onChange={set('from')} />
        <TextInput label={adminText('audit.to')} type="date" value={draft.to} onChange={set('to')} />
      </FilterForm>
      <AdminTable area="audit" query={result} list={list} view={VIEW} />
    </AdminPage>
  );
}
