import { isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { useSession } from '../../../../lib/session';
import { messageQuery } from '../../api/messages';
import { EditFrame, LoadedOr, notFound } from '../EditPageParts';
import { MessageEditor, type RichTextProps } from './MessageEditor';
import { MESSAGES_PATH } from './message-columns';
import { messagesText as T } from './messages';

export interface AdminMessageEditPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
  /** The rich-text editor for the message's text, given by the app; without one, a textarea. */
  richText?: ComponentType<RichTextProps>;
}

/**
 * /admin/broadcast-messages/new and /admin/broadcast-messages/{messageId}/edit: the message
 * editor. An edit reads the message and sends it back with the changes; a save returns to the list.
 */
export default function AdminMessageEditPage({ frame: Frame, richText }: AdminMessageEditPageProps) {
  const { messageId } = useParams();
  const navigate = useNavigate();
  const admin = isAdmin(useSession().data?.permissions);
  const loaded = useQuery({
    ...messageQuery(messageId ?? '', notFound),
    enabled: admin && messageId !== undefined,
  });
  const frame = { frame: Frame, backHref: MESSAGES_PATH, backLabel: T('form.back') };
  const done = () => navigate(MESSAGES_PATH);

  if (messageId === undefined)
    return (
      <EditFrame {...frame} title={T('form.newTitle')}>
        <MessageEditor richText={richText} backHref={MESSAGES_PATH} onSaved={done} />
      </EditFrame>
    );

  const title = loaded.data?.title.trim();
  return (
    <EditFrame {...frame} title={title ? T('form.editTitle', { title }) : T('form.editFallback')}>
      <LoadedOr query={loaded} text={T}>
        {(data) => (
          <MessageEditor
            key={data.messageId}
            loaded={data}
            richText={richText}
            backHref={MESSAGES_PATH}
            onSaved={done}
          />
        )}
      </LoadedOr>
    </EditFrame>
  );
}
