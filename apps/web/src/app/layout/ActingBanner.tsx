import { t } from '../../i18n';
import { useSession } from '../../lib/session';

/** Tells a contributor whose account they are working in (spec 3 §1, §6: inside the author's account). */
export function ActingBanner() {
  const { data: user } = useSession();
  const author = user?.actingFor;
  if (!author) return null;
  return (
    <p className="notice acting-banner" data-testid="acting-banner">
      {t('app.actingFor', { name: `${author.firstName} ${author.lastName}` })}
    </p>
  );
}
