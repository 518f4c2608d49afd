import { NavLink } from 'react-router';
import { type AccountMessageKey, accountText } from '../messages';

const LINKS: ReadonlyArray<{ to: string; label: AccountMessageKey }> = [
  { to: '/account/profile', label: 'account.nav.profile' },
  { to: '/account/sessions', label: 'account.nav.sessions' },
  { to: '/account/two-step', label: 'account.nav.twoStep' },
  { to: '/account/addresses', label: 'account.nav.addresses' },
  { to: '/account/preferences', label: 'account.nav.preferences' },
  { to: '/account/contributors', label: 'account.nav.contributors' },
  { to: '/account/vendor', label: 'account.nav.vendor' },
];

/** The account pages' own navigation; the current page is marked with aria-current. */
export function AccountNav() {
  return (
    <nav aria-label={accountText('account.nav.label')} className="section-nav">
      <ul>
        {LINKS.map((link) => (
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
