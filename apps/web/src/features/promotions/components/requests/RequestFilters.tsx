import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { PROMO_MESSAGES as M } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterForm } from '../../../../components/FilterForm';
import type { ListStateHandle } from '../../../../lib/use-list-state';
import { promoFiltersQuery } from '../../api/requests';
import type { RequestListSpec, RequestSortField } from './list-spec';
import { requestsText } from './messages';
import './requests.css';
import '@mantine/core/styles/Switch.css';

export type RequestListHandle = ListStateHandle<RequestSortField, RequestListSpec['filters']>;

/**
 * The administrators' filters of the request list (spec 2 §2.3): the search applied by its
 * button, the promotion type and the expired switch applied as they change; all in the address.
 */
export function RequestFilters({ list }: { list: RequestListHandle }) {
  const { filters } = list.state;
  const [q, setQ] = useState(filters.q ?? '');
  const typeFilters = useQuery(promoFiltersQuery);

  return (
    <>
      <FilterForm
        label={requestsText('filters.label')}
        submitLabel={requestsText('filters.searchButton')}
        onApply={() => list.update({ filters: { q: q.trim() || null } })}
      >
        <TextInput
          className="promo-request-search"
          type="search"
          aria-label={M.adminSearchPlaceholder}
          placeholder={M.adminSearchPlaceholder}
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      </FilterForm>
      <NativeSelect
        label={requestsText('filters.type')}
        value={filters.type ?? 'ALL'}
        onChange={(e) => {
          const v = e.currentTarget.value;
          list.update({ filters: { type: v === 'ALL' ? null : (v as typeof filters.type) } });
        }}
        data={[
          { value: 'ALL', label: requestsText('filters.all') },
          ...(typeFilters.data ?? []).map((f) => ({ value: f.value, label: f.label })),
        ]}
      />
      <Switch
        label={M.includeExpired}
        checked={filters.expired !== 'exclude'}
        onChange={(e) => list.update({ filters: { expired: e.currentTarget.checked ? null : 'exclude' } })}
      />
    </>
  );
}
