import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { type ContentPage, pageContentQuery } from '../api/page-content';

/**
 * A page's modules, banners and messages for the signed-in reader; nothing is asked for a visitor
 * or while the session is unknown. `keepPrevious` keeps the last page's answer while the next
 * page's arrives (the message bar, so it does not blink between pages).
 */
export function usePageContent(page: ContentPage | null, { keepPrevious = false } = {}) {
  const { data: user } = useSession();
  return useQuery({
    ...pageContentQuery(page ?? ''),
    enabled: Boolean(user) && Boolean(page),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
