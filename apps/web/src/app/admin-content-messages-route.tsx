import { lazy } from 'react';
import { AdminPage } from '../features/admin/components/AdminPage';
import AdminMessageEditPage from '../features/content/admin/messages/AdminMessageEditPage';
import AdminMessagesPage from '../features/content/admin/messages/AdminMessagesPage';

// The wizard's rich-text editor (features/builder) for the message's text: Tiptap loads with it.
const RichTextField = lazy(() => import('../features/builder/components/RichTextField'));

/** /admin/broadcast-messages: the content feature's messages inside the admin pages' frame. */
export default function AdminMessagesRoute() {
  return <AdminMessagesPage frame={AdminPage} />;
}

/** /admin/broadcast-messages/new and /{messageId}/edit: the message editor, with the wizard's rich-text editor. */
export function AdminMessageEditRoute() {
  return <AdminMessageEditPage frame={AdminPage} richText={RichTextField} />;
}
