import { Anchor, Tabs, Text } from '@mantine/core';
import { BUSINESS_STATUS_LABELS, vendorStatusLabel } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/QueryState';
import { useSession } from '../../../lib/session';
import { userQuery } from '../api/admin';
import { AccountTab } from '../components/AccountTab';
import { AdminPage, useIsAdmin, when } from '../components/AdminPage';
import { ProjectsTab } from '../components/ProjectsTab';
import { type AdminMessageKey, adminText } from '../messages';

const TABS = ['account', 'projects', 'coupons', 'orders'] as const;
type Tab = (typeof TABS)[number];

export interface UserDetailsPageProps {
  /** The Coupons tab's content (the coupons feature's list, composed in src/app). */
  couponsTab?: (customerId: string) => ReactNode;
  /** The Orders tab's content (the orders feature's list, composed in src/app). */
  ordersTab?: (customerId: string) => ReactNode;
}

/** User details (spec 3 §2): the summary, then the account, projects, coupons and orders tabs. */
export default function UserDetailsPage({ couponsTab, ordersTab }: UserDetailsPageProps = {}) {
  const { customerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'account';
  const { data: me } = useSession();
  const admin = useIsAdmin();
  const user = useQuery({ ...userQuery(customerId), enabled: admin });
  const u = user.data;
  return (
    <AdminPage title={u ? adminText('user.title', { email: u.email }) : adminText('users.title')}>
      <Anchor component={Link} to="/admin/users">
        {adminText('user.back')}
      </Anchor>
      {user.isPending ? (
        <Loading />
      ) : user.isError || !u ? (
        <LoadError onRetry={() => void user.refetch()} />
      ) : (
        <>
          <section aria-label={adminText('user.summary')}>
            <dl className="admin-facts">
              <dt>{adminText('user.customerId')}</dt>
              <dd>{u.customerId}</dd>
              <dt>{adminText('user.name')}</dt>
              <dd>{`${u.firstName} ${u.lastName}`}</dd>
              <dt>{adminText('user.role')}</dt>
              <dd>{adminText(`role.${u.role}` as AdminMessageKey)}</dd>
              <dt>{adminText('user.vendorNumber')}</dt>
              <dd>{u.vendorNumber ?? adminText('user.none')}</dd>
              <dt>{adminText('user.vendorStatus')}</dt>
              <dd>{vendorStatusLabel(u.vendorStatus)}</dd>
              <dt>{adminText('user.businessStatus')}</dt>
              <dd>{BUSINESS_STATUS_LABELS[u.businessStatus]}</dd>
              <dt>{adminText('user.created')}</dt>
              <dd>{when(u.createdAt)}</dd>
              <dt>{adminText('user.freeCorrections')}</dt>
              <dd>{u.freeCorrections}</dd>
            </dl>
            {u.deactivatedAt ? (
              <Text c="red.9" fw={600} mt="xs">
                {adminText('user.deactivatedOn', {
                  date: when(u.deactivatedAt),
                  reason: u.deactivationReason ?? '',
                })}
              </Text>
            ) : null}
            <Anchor
              component={Link}
              to={`/admin/audit-log?targetId=${encodeURIComponent(u.customerId)}`}
              mt="xs"
            >
              {adminText('user.auditLink')}
            </Anchor>
          </section>
          <Tabs
            value={tab}
            onChange={(v) => {
              // A tab's list state (page, sort, filters) does not carry over to another tab.
              const next = new URLSearchParams();
              if (v && v !== 'account') next.set('tab', v);
              setParams(next, { replace: true });
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label={adminText('user.tabs')}>
              {TABS.map((t) => (
                <Tabs.Tab key={t} value={t}>
                  {adminText(`user.tab.${t}` as AdminMessageKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="account" pt="md">
              <AccountTab key={u.updatedAt} user={u} self={me?.customerId === u.customerId} />
            </Tabs.Panel>
            <Tabs.Panel value="projects" pt="md">
              <ProjectsTab customerId={u.customerId} />
            </Tabs.Panel>
            <Tabs.Panel value="coupons" pt="md">
              {couponsTab?.(u.customerId) ?? null}
            </Tabs.Panel>
            <Tabs.Panel value="orders" pt="md">
              {ordersTab?.(u.customerId) ?? null}
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </AdminPage>
  );
}
