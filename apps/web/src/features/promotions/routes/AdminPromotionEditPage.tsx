import { Anchor, Text } from '@mantine/core';
import { AppErrorBase, isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { useSession } from '../../../lib/session';
import { definitionQuery } from '../api/definitions';
import { DefinitionForm } from '../components/definitions/DefinitionForm';
import { definitionsText as T } from '../components/definitions/messages';
import { PROMOTIONS_PATH } from './AdminPromotionsPage';

export interface AdminPromotionEditPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

const notFound = (e: unknown) => e instanceof AppErrorBase && e.status === 404;

/**
 * /admin/promotions/new and /admin/promotions/{definitionId}/edit: the definition's form. An
 * edit loads the definition and sends it back with the changes; a save returns to the list.
 */
export default function AdminPromotionEditPage({ frame: Frame }: AdminPromotionEditPageProps) {
  const { definitionId } = useParams();
  const navigate = useNavigate();
  const admin = isAdmin(useSession().data?.permissions);
  const loaded = useQuery({
    ...definitionQuery(definitionId ?? '', notFound),
    enabled: admin && definitionId !== undefined,
  });
  const back = (
    <Anchor component={Link} to={PROMOTIONS_PATH}>
      {T('form.back')}
    </Anchor>
  );
  const done = () => navigate(PROMOTIONS_PATH);

  if (definitionId === undefined)
    return (
      <Frame title={T('form.newTitle')}>
        {back}
        <DefinitionForm backHref={PROMOTIONS_PATH} onSaved={done} />
      </Frame>
    );

  const name = loaded.data?.merchPromoName.trim();
  return (
    <Frame title={name ? T('form.editTitle', { name }) : T('form.editFallback')}>
      {back}
      {loaded.data ? (
        <DefinitionForm key={loaded.data.id} loaded={loaded.data} backHref={PROMOTIONS_PATH} onSaved={done} />
      ) : loaded.isError ? (
        <Text role="alert">{T(notFound(loaded.error) ? 'form.notFound' : 'form.loadError')}</Text>
      ) : (
        <Loading label={T('form.loading')} />
      )}
    </Frame>
  );
}
