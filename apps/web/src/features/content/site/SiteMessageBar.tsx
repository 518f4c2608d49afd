import { useQueryClient } from '@tanstack/react-query';
import type { ContentPage } from '../api/page-content';
import { dismissMessage, forgetMessage, type SiteMessage } from '../api/site-messages';
import { useAnnouncedContentPage } from './content-page';
import { SiteMessages } from './SiteMessages';
import { usePageContent } from './use-page-content';

/**
 * The message bar of a signed-in page: the messages of the page's own content answer
 * (page-banners/{page}, the request that also brings its modules and banners). `page` is the
 * route's; a page that names its own (a builder step) wins, and with neither (null) the bar waits.
 */
export default function SiteMessageBar({ page }: { page: ContentPage | null }) {
  const client = useQueryClient();
  const announced = useAnnouncedContentPage();
  const { data } = usePageContent(announced ?? page, { keepPrevious: true });

  async function read(message: SiteMessage) {
    await dismissMessage(message.messageId);
    forgetMessage(client, message.messageId);
  }

  return <SiteMessages messages={data?.messages ?? []} onRead={read} />;
}
