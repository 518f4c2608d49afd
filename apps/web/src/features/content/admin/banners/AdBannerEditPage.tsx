import { isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../../lib/session';
import { bannerQuery } from '../../api/banners';
import { EditFrame, LoadedOr, notFound } from '../EditPageParts';
import type { AdminPageProps } from '../modules/SiteModulesPage';
import { BANNERS_PATH } from './AdBannersPage';
import { BannerForm } from './BannerForm';
import { bannersText as T } from './messages';

/**
 * /admin/ad-banners/new and /admin/ad-banners/{id}/edit: the banner's form. An edit starts from
 * the banner as the list showed it (or reads it, ad-banner) and sends it back with the changes.
 */
export default function AdBannerEditPage({ frame: Frame }: AdminPageProps) {
  const { bannerId } = useParams();
  const navigate = useNavigate();
  const admin = isAdmin(useSession().data?.permissions);
  const loaded = useQuery({
    ...bannerQuery(bannerId ?? '', notFound),
    enabled: admin && bannerId !== undefined,
    staleTime: 60_000,
  });
  const frame = { frame: Frame, backHref: BANNERS_PATH, backLabel: T('form.back') };
  const done = () => navigate(BANNERS_PATH);

  if (bannerId === undefined)
    return (
      <EditFrame {...frame} title={T('form.newTitle')}>
        <BannerForm backHref={BANNERS_PATH} onSaved={done} />
      </EditFrame>
    );

  const name = loaded.data?.name.trim();
  return (
    <EditFrame {...frame} title={name ? T('form.editTitle', { name }) : T('form.editFallback')}>
      <LoadedOr query={loaded} text={T}>
        {(data) => <BannerForm key={data.id} loaded={data} backHref={BANNERS_PATH} onSaved={done} />}
      </LoadedOr>
    </EditFrame>
  );
}
