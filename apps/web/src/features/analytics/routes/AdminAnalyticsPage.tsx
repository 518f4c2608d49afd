import { Alert, Button, Text, TextInput } from '@mantine/core';
import type { AnalyticsPage } from '@quire/domain';
import { type ComponentType, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../../components/FilterForm';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { useListState } from '../../../lib/use-list-state';
import { SectionNav } from '../components/AnalyticsFrame';
import { Dashboard } from '../components/Dashboard';
import { MONTH, Statements } from '../components/Statements';
import type { AnalyticsSection } from '../lib/access';
import { ADMIN_TABS, adminFilterSpec } from '../lib/filters';
import { analyticsText as T } from '../messages';
import '../styles';

export const ADMIN_ANALYTICS_PATH = '/admin/analytics';

/**
 * /admin/analytics: the platform's figures, or one author's (`customerId` in the address, passed
 * to every view): the same dashboards as the authors', with the page in `tab`, and that author's
 * royalty statements. The frame (the back office's) checks the administrator.
 */
export default function AdminAnalyticsPage({ frame: Frame }: { frame: ComponentType<PageFrameProps> }) {
  return (
    <Frame title={T('admin.title')} intro={T('admin.intro')}>
      <AdminFigures />
    </Frame>
  );
}

function AdminFigures() {
  const list = useListState(adminFilterSpec);
  const [params] = useSearchParams();
  const { customerId, tab, ...filters } = list.state.filters;
  const section: AnalyticsSection = tab ?? 'CUSTOMER';
  const [draft, setDraft] = useState(customerId ?? '');
  // Back and Forward change whose figures are shown: the field follows the address.
  useEffect(() => setDraft(customerId ?? ''), [customerId]);
  const rawMonth = params.get('month') ?? '';
  const month = MONTH.test(rawMonth) ? rawMonth : null;

  /** Another page: the filters stay, the statement's month goes. */
  const tabHref = (s: AnalyticsSection) => {
    const q = new URLSearchParams(list.hrefFor({ filters: { tab: s === 'CUSTOMER' ? null : s } }).slice(1));
    q.delete('month');
    return `${ADMIN_ANALYTICS_PATH}?${q.toString()}`;
  };
  const monthHref = (m: string | null) => {
    const q = new URLSearchParams(params);
    if (m) q.set('month', m);
    else q.delete('month');
    return `${ADMIN_ANALYTICS_PATH}?${q.toString()}`;
  };

  return (
    <>
      <FilterForm
        label={T('admin.form')}
        submitLabel={T('admin.show')}
        onApply={() => list.update({ filters: { customerId: draft.trim() || null } })}
        after={
          customerId ? (
            <Button
              variant="default"
              onClick={() => {
                setDraft('');
                list.update({ filters: { customerId: null } });
              }}
            >
              {T('admin.platform')}
            </Button>
          ) : null
        }
      >
        <TextInput
          label={T('admin.customerId')}
          value={draft}
          maxLength={40}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
      </FilterForm>
      <Text role="status">
        {customerId ? T('admin.scopeAuthor', { customerId }) : T('admin.scopePlatform')}
      </Text>
      <SectionNav sections={ADMIN_TABS} current={section} hrefOf={tabHref} />
      {section === 'STATEMENTS' ? (
        customerId ? (
          <Statements customerId={customerId} month={month} hrefFor={monthHref} />
        ) : (
          <Alert color="blue.9" variant="light">
            {T('admin.statementsNeedAuthor')}
          </Alert>
        )
      ) : (
        <Dashboard
          // A new author starts the figures afresh (their own first day for "All time").
          key={customerId ?? ''}
          page={section as AnalyticsPage}
          filters={filters}
          onFilters={(change) => list.update({ filters: change })}
          ready={list.ready}
          customerId={customerId}
        />
      )}
    </>
  );
}
