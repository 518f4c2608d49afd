import { isAdmin, MODULE_TYPES } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../../lib/session';
import { moduleQuery } from '../../api/modules';
import { EditFrame, LoadedOr, notFound } from '../EditPageParts';
import { ModuleForm } from './ModuleForm';
import { modulesText as T } from './messages';
import { type AdminPageProps, MODULES_PATH } from './SiteModulesPage';

/**
 * /admin/site-modules/new (?type= from the list's filter) and /admin/site-modules/{id}/edit: the
 * module's form. An edit loads the module and sends it back with the changes; a save returns to
 * the list.
 */
export default function SiteModuleEditPage({ frame: Frame }: AdminPageProps) {
  const { moduleId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const admin = isAdmin(useSession().data?.permissions);
  const loaded = useQuery({
    ...moduleQuery(moduleId ?? '', notFound),
    enabled: admin && moduleId !== undefined,
  });
  const frame = { frame: Frame, backHref: MODULES_PATH, backLabel: T('form.back') };
  const done = () => navigate(MODULES_PATH);

  if (moduleId === undefined) {
    const type = MODULE_TYPES.find((t) => t === params.get('type'));
    return (
      <EditFrame {...frame} title={T('form.newTitle')}>
        <ModuleForm initialType={type} backHref={MODULES_PATH} onSaved={done} />
      </EditFrame>
    );
  }

  const name = loaded.data?.name.trim();
  return (
    <EditFrame {...frame} title={name ? T('form.editTitle', { name }) : T('form.editFallback')}>
      <LoadedOr query={loaded} text={T}>
        {(data) => <ModuleForm key={data.id} loaded={data} backHref={MODULES_PATH} onSaved={done} />}
      </LoadedOr>
    </EditFrame>
  );
}
