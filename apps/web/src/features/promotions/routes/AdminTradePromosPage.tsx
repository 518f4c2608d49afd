import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { isAdmin } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useRef, useState } from 'react';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { publisherOptionsQuery, tradeKeys } from '../api/trade';
import { AddNominations } from '../components/trade/AddNominations';
import { tradeText as T } from '../components/trade/messages';
import { TRADE_LIST, TradeRequestList } from '../components/trade/TradeRequestList';

export const TRADE_PATH = '/admin/promotions/trade';

export interface AdminTradePromosPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/promotions/trade: a trade publisher chosen (kept in the address), its nominations by
 * status to review, and "Add nominations" to enter new ones on its behalf.
 */
export default function AdminTradePromosPage({ frame: Frame }: AdminTradePromosPageProps) {
  const admin = isAdmin(useSession().data?.permissions);
  const list = useListState(TRADE_LIST);
  const vendor = list.state.filters.vendor;
  const options = useQuery({ ...publisherOptionsQuery('TRADE'), enabled: admin });
  const publisher = options.data?.find((o) => o.value === vendor);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();

  const closeAdd = () => {
    setAdding(false);
    // The focus goes back where the section was opened from.
    setTimeout(() => addButton.current?.focus(), 0);
  };

  return (
    <Frame title={T('trade.title')} intro={T('trade.intro')}>
      <Stack gap="md">
        {options.isError ? (
          <Text role="alert">{T('trade.optionsError')}</Text>
        ) : options.isSuccess && options.data.length === 0 ? (
          <Text role="status">{T('trade.noPublishers')}</Text>
        ) : (
          <NativeSelect
            label={T('trade.publisher')}
            maw={480}
            disabled={!options.isSuccess}
            value={publisher ? publisher.value : ''}
            onChange={(e) => {
              setAdding(false);
              list.update({ filters: { vendor: e.currentTarget.value || null, status: null } });
            }}
            data={[
              { value: '', label: options.isSuccess ? T('trade.choose') : T('trade.optionsLoading') },
              ...(options.data ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })),
            ]}
          />
        )}
        {publisher ? (
          <>
            {adding ? (
              <AddNominations
                key={publisher.value}
                vendorNumber={publisher.value}
                publisherName={publisher.label}
                onCancel={closeAdd}
                onSaved={(saved) => {
                  closeAdd();
                  showToast({
                    message: saved.length === 1 ? T('add.savedOne') : T('add.saved', { count: saved.length }),
                    tone: 'success',
                  });
                  // The new nominations are pending: that tab, its first page.
                  list.update({ filters: { status: null }, page: 1 });
                  void client.invalidateQueries({ queryKey: tradeKeys.requests });
                }}
              />
            ) : (
              <Group>
                <Button ref={addButton} onClick={() => setAdding(true)}>
                  {T('add.open')}
                </Button>
              </Group>
            )}
            <TradeRequestList vendorNumber={publisher.value} publisherName={publisher.label} />
          </>
        ) : options.isSuccess && options.data.length > 0 ? (
          <Text>{T('trade.pickFirst')}</Text>
        ) : null}
      </Stack>
    </Frame>
  );
}
