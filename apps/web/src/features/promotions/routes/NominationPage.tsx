import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import {
  displayDayOf,
  hasPermission,
  isAdmin,
  PROMO_MESSAGES as M,
  newYorkDay,
  PROMO_TAB_LOADING_MS,
  PROMO_TOAST_MS,
  promoDayOf,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { api } from '../../../lib/api-client';
import {
  type PromoDefinition,
  promoRequestQuery,
  promoRulesQuery,
  promoTitlesQuery,
  promotionsQuery,
} from '../api/nomination';
import { requestKeys } from '../api/requests';
import { nominationText } from '../components/nomination/messages';
import { NominationForm } from '../components/nomination/NominationForm';
import { PromotionPicker, type PromotionTab, tabOf } from '../components/nomination/PromotionPicker';
import { SheetUpload } from '../components/nomination/SheetUpload';

/** Where a submitted nomination is listed. */
export const PROMO_SUMMARY_PATH = '/projects/coupon/bn-promo-summary';

/**
 * /projects/coupon/bn-promo (spec 2 §2.1): nominate an eBook for a merchandising promotion, or
 * change a pending request (?id=). For accounts with the merchandising permission and for
 * administrators; everyone else is told the page is not available to them.
 */
export default function NominationPage() {
  return (
    <SignedInPage title={nominationText('nom.title')}>
      {(user) =>
        isAdmin(user.permissions) || hasPermission(user.permissions, 'MERCHANDISING') ? (
          <Nomination admin={isAdmin(user.permissions)} />
        ) : (
          <PageBody title={nominationText('nom.title')}>
            <Alert color="yellow">{nominationText('nom.notAvailable')}</Alert>
          </PageBody>
        )
      }
    </SignedInPage>
  );
}

function Nomination({ admin }: { admin: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
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

  const title = nominationText(id ? 'nom.editTitle' : 'nom.title');

  if (definitions.isPending || (id !== null && request.isPending))
    return <Loading label={nominationText(id ? 'nom.loadingRequest' : 'nom.loadingPromotions')} />;
  if (definitions.isError)
    return (
      <PageBody title={title}>
        <Alert color="red">{nominationText('nom.loadError')}</Alert>
      </PageBody>
    );
  if (id !== null && (request.isError || !request.data))
    return (
      <PageBody title={title}>
        <Alert color="red">{nominationText('nom.requestError')}</Alert>
      </PageBody>
    );
  if (request.data && request.data.status !== 'PENDING')
    return (
      <PageBody title={title}>
        <Alert color="yellow">{M.notEditable}</Alert>
      </PageBody>
    );
  if (request.data && (!editDefinition || editTitle.isPending)) {
    if (ownDefinition.isError || (ownDefinition.isSuccess && !editDefinition))
      return (
        <PageBody title={title}>
          <Alert color="red">{nominationText('nom.requestError')}</Alert>
        </PageBody>
      );
    return <Loading label={nominationText('nom.loadingRequest')} />;
  }

  const editing =
    request.data && selected?.id === request.data.definitionId
      ? {
          request: request.data,
          title: editTitle.data?.find((t) => t.ean === request.data?.ean) ?? null,
        }
      : null;
  const reviewBy = promoDayOf(request.data?.reviewBy ?? null);
  const pool =
    editDefinition && !listed ? [...(definitions.data ?? []), editDefinition] : (definitions.data ?? []);

  function submitted() {
    void client.invalidateQueries({ queryKey: ['promotions'] });
    showToast({ message: M.submitted, duration: PROMO_TOAST_MS, tone: 'success' });
    navigate(PROMO_SUMMARY_PATH);
  }

  return (
    <PageBody title={title}>
      <Group>
        <Anchor component={Link} to={PROMO_SUMMARY_PATH}>
          {nominationText('nom.summaryLink')}
        </Anchor>
      </Group>
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
              onSubmitted={submitted}
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
    </PageBody>
  );
}
