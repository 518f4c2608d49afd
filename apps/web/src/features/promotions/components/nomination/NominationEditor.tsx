import { Alert, Stack, Text } from '@mantine/core';
import {
  displayDayOf,
  PROMO_MESSAGES as M,
  newYorkDay,
  PROMO_TAB_LOADING_MS,
  promoDayOf,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Loading } from '../../../../components/Loading';
import { api } from '../../../../lib/api-client';
import {
  type PromoDefinition,
  promoRequestQuery,
  promoRulesQuery,
  promoTitlesQuery,
  promotionsQuery,
} from '../../api/nomination';
import { requestKeys } from '../../api/requests';
import { nominationText } from './messages';
import { NominationForm } from './NominationForm';
import { PromotionPicker, type PromotionTab, tabOf } from './PromotionPicker';
import { SheetUpload } from './SheetUpload';

/** Where a submitted nomination is listed. */
export const PROMO_SUMMARY_PATH = '/projects/coupon/bn-promo-summary';

export interface NominationEditorProps {
  /** The pending request to change; null nominates a title. */
  id: string | null;
  admin: boolean;
  /** The nomination was sent. */
  onDone: () => void;
  /** Cancel leaves the form (the administrators' modal closes); without it Cancel clears the form. */
  onCancel?: () => void;
  /**
   * Puts what is shown once loading is over in the page's frame; `ready` when it is the form rather
   * than a problem. A modal shows it as it is.
   */
  frame?: (body: ReactNode, ready: boolean) => ReactNode;
  /** Step 1 offers Create Coupons (a publisher with eBook coupons, never an administrator). */
  couponsTab?: boolean;
}

const bare = (body: ReactNode) => body;

/**
 * The nomination (spec 2 §2.1, §2.2): the promotion cards and the form, for a new title or for the
 * pending request of `id`, whose promotion and title are loaded first. The nomination page and the
 * administrators' edit modal of the request list both show it.
 */
export function NominationEditor({
  id,
  admin,
  onDone,
  onCancel,
  frame = bare,
  couponsTab = false,
}: NominationEditorProps) {
  const client = useQueryClient();

  const definitions = useQuery(promotionsQuery());
  const request = useQuery({ ...promoRequestQuery(id ?? ''), enabled: id !== null });
  const editDefinitionId = request.data?.definitionId ?? null;
  const listed = definitions.data?.find((d) => d.id === editDefinitionId);
  // A request's promotion may have left the current list; it is asked for alone.
  const ownDefinition = useQuery({
    ...promotionsQuery(editDefinitionId),
    enabled: editDefinitionId !== null && definitions.isSuccess && !listed,
  });
  const editDefinition =
    editDefinitionId === null
      ? null
      : (listed ?? ownDefinition.data?.find((d) => d.id === editDefinitionId) ?? null);
  const editTitle = useQuery({
    ...promoTitlesQuery({
      ean: request.data?.ean ?? '',
      vendorNumber: admin ? (request.data?.vendorNumber ?? undefined) : undefined,
    }),
    enabled: request.data !== undefined,
  });

  const [chosen, setChosen] = useState<PromoDefinition | null | undefined>(undefined);
  const selected = chosen === undefined ? editDefinition : chosen;
  const [tab, setTab] = useState<PromotionTab | null>(null);
  // Editing selects the tab of the request's promotion.
  const shownTab = tab ?? (selected ? tabOf(selected) : editDefinition ? tabOf(editDefinition) : 'monthly');

  const [switching, setSwitching] = useState(false);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(switchTimer.current), []);
  function changeTab(next: PromotionTab) {
    if (next === shownTab) return;
    setTab(next);
    setSwitching(true);
    clearTimeout(switchTimer.current);
    // The promotions are asked for again; the loading state lasts until they come, 5 seconds at most.
    switchTimer.current = setTimeout(() => setSwitching(false), PROMO_TAB_LOADING_MS);
    void definitions.refetch().finally(() => {
      clearTimeout(switchTimer.current);
      setSwitching(false);
    });
  }

  const rules = useQuery({
    ...promoRulesQuery(selected?.mercPromoType ?? 'UNDER_2_99', selected?.id ?? ''),
    enabled: selected != null,
  });

  if (definitions.isPending || (id !== null && request.isPending))
    return <Loading label={nominationText(id ? 'nom.loadingRequest' : 'nom.loadingPromotions')} />;
  if (definitions.isError) return frame(<Alert color="red">{nominationText('nom.loadError')}</Alert>, false);
  if (id !== null && (request.isError || !request.data))
    return frame(<Alert color="red">{nominationText('nom.requestError')}</Alert>, false);
  if (request.data && request.data.status !== 'PENDING')
    return frame(<Alert color="yellow">{M.notEditable}</Alert>, false);
  if (request.data && (!editDefinition || editTitle.isPending)) {
    if (ownDefinition.isError || (ownDefinition.isSuccess && !editDefinition))
      return frame(<Alert color="red">{nominationText('nom.requestError')}</Alert>, false);
    return <Loading label={nominationText('nom.loadingRequest')} />;
  }

  // Moved to another promotion, the request keeps its title and notes; its price and dates are the
  // new type's to give (a date-flexible type starts flexible, spec 2 §4).
  const editing =
    request.data && selected
      ? {
          request:
            selected.id === request.data.definitionId
              ? request.data
              : {
                  ...request.data,
                  promoPrice: null,
                  startDate: null,
                  endDate: null,
                  flexDate: 'true' as const,
                },
          title: editTitle.data?.find((t) => t.ean === request.data?.ean) ?? null,
        }
      : null;
  const reviewBy = promoDayOf(request.data?.reviewBy ?? null);
  const pool =
    editDefinition && !listed ? [...(definitions.data ?? []), editDefinition] : (definitions.data ?? []);

  return frame(
    <>
      {reviewBy ? <Text>{nominationText('nom.reviewBy', { date: displayDayOf(reviewBy) })}</Text> : null}
      <PromotionPicker
        number={1}
        definitions={pool}
        today={newYorkDay(new Date(api.serverNow()))}
        tab={shownTab}
        onTab={changeTab}
        switching={switching}
        selected={selected}
        onChoose={(d) => setChosen(d)}
        onChange={() => setChosen(null)}
        couponsTab={couponsTab && !admin}
      />
      {selected ? (
        rules.isPending ? (
          <Loading label={nominationText('nom.loadingRules')} />
        ) : rules.isError ? (
          <Alert color="red">{nominationText('nom.rulesError')}</Alert>
        ) : (
          <Stack>
            <NominationForm
              key={`${rules.data.id}:${editing ? editing.request.id : 'new'}`}
              definition={rules.data}
              isAdmin={admin}
              editing={editing}
              onSubmitted={onDone}
              onCancel={onCancel}
            />
            {/* A spreadsheet nominates new titles; a request being edited stays one title. */}
            {editing ? null : (
              <SheetUpload
                key={rules.data.id}
                definitionId={rules.data.id}
                isAdmin={admin}
                summaryPath={PROMO_SUMMARY_PATH}
                onSaved={() => {
                  void client.invalidateQueries({ queryKey: ['promotions'] });
                  void client.invalidateQueries({ queryKey: requestKeys.all });
                }}
              />
            )}
          </Stack>
        )
      ) : null}
    </>,
    true,
  );
}
