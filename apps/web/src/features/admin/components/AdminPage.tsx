import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { isAdmin } from '@quire/domain';
import type { ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminText } from '../messages';
import '../admin.css';

/** The frame of every admin page: administrators only (the server refuses everyone else too). */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { data: user, isPending } = useSession();
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/sign-in" replace />;
  if (!isAdmin(user.permissions)) {
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text role="alert">{adminText('admin.forbidden')}</Text>
      </Stack>
    );
  }
  return (
    <div className="admin-layout">
      <nav className="admin-nav" aria-label={adminText('admin.nav.label')}>
        <ul>
          <li>
            <NavLink to="/admin/users">{adminText('admin.nav.users')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/vendors">{adminText('admin.nav.vendors')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/audit-log">{adminText('admin.nav.audit')}</NavLink>
          </li>
        </ul>
      </nav>
      <Stack gap="md" className="admin-main">
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {children}
      </Stack>
    </div>
  );
}

/** Whether the signed-in user is an administrator (admin queries wait for it: no 403 to show). */
export function useIsAdmin(): boolean {
  const { data: user } = useSession();
  return isAdmin(user?.permissions);
}

export function Loading() {
  return (
    <div role="status" className="page-loading">
      <span className="spinner" aria-hidden="true" /> {adminText('admin.loading')}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Text>{adminText('admin.loadError')}</Text>
      <Button variant="default" onClick={onRetry} mt="sm">
        {adminText('admin.retry')}
      </Button>
    </div>
  );
}

/** Previous / next paging with the page announced. */
export function Pager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group gap="sm" aria-label={adminText('admin.pageOf', { page, pages })} role="group">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminText('admin.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {adminText('admin.pageOf', { page, pages })} · {adminText('admin.count', { count: total })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminText('admin.next')}
      </Button>
    </Group>
  );
}

export const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
