import { hasPermission } from '@quire/domain/access/permissions';
import { showsAuthorPages } from '@quire/domain/author-pages/rules';
import { NavLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { type AccountMessageKey, accountText } from '../messages';

const LINKS: ReadonlyArray<{ to: string; label: AccountMessageKey; only?: 'authorPages' | 'accessibility' }> =
  [
    { to: '/account/profile', label: 'account.nav.profile' },
    { to: '/account/sessions', label: 'account.nav.sessions' },
    { to: '/account/two-step', label: 'account.nav.twoStep' },
    { to: '/account/passkeys', label: 'account.nav.passkeys' },
    { to: '/account/addresses', label: 'account.nav.addresses' },
    { to: '/account/preferences', label: 'account.nav.preferences' },
    { to: '/account/contributors', label: 'account.nav.contributors' },
    // An author whose account has author pages, or a contributor given "Author pages".
    { to: '/account/author-pages', label: 'account.nav.authorPages', only: 'authorPages' },
    // Accessibility metadata for the European Accessibility Act (EAA_ACCESS, decision 046).
    { to: '/account/accessibility', label: 'account.nav.accessibility', only: 'accessibility' },
    { to: '/account/vendor', label: 'account.nav.vendor' },
  ];

/** The account pages' own navigation; the current page is marked with aria-current. */
export function AccountNav() {
  const { data: user } = useSession();
  const shows = {
    authorPages: user != null && showsAuthorPages(user),
    accessibility: hasPermission(user?.permissions, 'EAA_ACCESS'),
  };
  const links = LINKS.filter((link) => !link.only || shows[link.only]);
  return (
    <nav aria-label={accountText('account.nav.label')} className="section-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {accountText(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
