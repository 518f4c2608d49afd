import { lazy } from 'react';
import { authorPagesText } from '../features/author-pages/messages';
import AuthorPagesPanel from '../features/author-pages/routes/AuthorPagesPanel';
import { AccountPage } from '../features/my-account/components/AccountPage';

// The wizard's rich-text editor (features/builder) for the biography: Tiptap loads with it.
const RichTextField = lazy(() => import('../features/builder/components/RichTextField'));

/** /account/author-pages: the author pages feature inside the account pages' frame and navigation. */
export default function AuthorPagesRoute() {
  return (
    <AccountPage title={authorPagesText('authorPages.title')} intro={authorPagesText('authorPages.intro')}>
      <AuthorPagesPanel richText={RichTextField} />
    </AccountPage>
  );
}
