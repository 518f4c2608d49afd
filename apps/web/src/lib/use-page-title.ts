import { useEffect } from 'react';
import { t } from '../i18n';

/** Sets the document title: "{page} | Quire". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title]);
}
