import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AuditEntry, type AuditQuery, auditQuery } from '../api/admin';
import { AdminPage, LoadError, Loading, Pager, useIsAdmin, when } from '../components/AdminPage';
import { AUDIT_ACTIONS, adminText } from '../messages';

const PER_PAGE = 30;
const FIELDS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

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

/** The audit log (issue 9): every administrator action, filtered and paged; filters live in the address. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const q: AuditQuery = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    targetType: params.get('targetType') ?? '',
    targetId: params.get('targetId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    pageNum: Math.max(1, Number(params.get('page')) || 1),
  };
  const [draft, setDraft] = useState(q);
  const admin = useIsAdmin();
  const result = useQuery({ ...auditQuery(q), enabled: admin });

  function go(next: AuditQuery) {
    const p = new URLSearchParams();
    for (const f of FIELDS) if (next[f]) p.set(f, next[f].trim());
    if (next.pageNum > 1) p.set('page', String(next.pageNum));
    setParams(p);
  }
  function apply(e: FormEvent) {
    e.preventDefault();
    go({ ...draft, pageNum: 1 });
  }
  const set = (f: (typeof FIELDS)[number]) => (e: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [f]: e.currentTarget.value });

  const page = result.data;
  return (
    <AdminPage title={adminText('audit.title')} intro={adminText('audit.intro')}>
      <form onSubmit={apply} aria-label={adminText('audit.filters')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={adminText('audit.actor')} value={draft.actor} onChange={set('actor')} />
          <NativeSelect
            label={adminText('audit.action')}
            value={draft.action}
            onChange={set('action')}
            data={[
              { value: '', label: adminText('audit.anyAction') },
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
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
          <Button type="submit">{adminText('audit.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = {
                actor: '',
                action: '',
                targetType: '',
                targetId: '',
                from: '',
                to: '',
                pageNum: 1,
              };
              setDraft(empty);
              go(empty);
            }}
          >
            {adminText('audit.clear')}
          </Button>
        </Group>
      </form>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : page && page.entries.length === 0 ? (
        <p role="status">{adminText('audit.none')}</p>
      ) : page ? (
        <>
          <table className="admin-table">
            <caption className="visually-hidden">{adminText('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{adminText('audit.col.when')}</th>
                <th scope="col">{adminText('audit.col.actor')}</th>
                <th scope="col">{adminText('audit.col.action')}</th>
                <th scope="col">{adminText('audit.col.target')}</th>
                <th scope="col">{adminText('audit.col.change')}</th>
                <th scope="col">{adminText('audit.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </td>
                  <td>{e.actorEmail}</td>
                  <th scope="row">{e.action}</th>
                  <td>
                    {e.targetType === 'user' ? (
                      <Link
                        to={`/admin/users/${encodeURIComponent(e.targetId)}`}
                      >{`user ${e.targetId}`}</Link>
                    ) : (
                      `${e.targetType} ${e.targetId}`
                    )}
                  </td>
                  <td className="admin-change">{change(e)}</td>
                  <td>{e.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={q.pageNum}
            total={page.totalCount}
            perPage={PER_PAGE}
            onPage={(n) => go({ ...q, pageNum: n })}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
