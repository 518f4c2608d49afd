import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../components/toasts';
import { signOut } from '../../features/authentication/api/auth';
import { t } from '../../i18n';
import { useSession } from '../../lib/session';

// The project search is for signed-in users only: a visitor's first page does not load it.
const ProjectSearch = lazy(() => import('./ProjectSearch').then((m) => ({ default: m.ProjectSearch })));

export interface HeaderProps {
  mobile: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  navId: string;
}

/** Logo, the project search (signed in), the menu button (mobile) and the account controls. */
export function Header({ mobile, menuOpen, onToggleMenu, navId }: HeaderProps) {
  const { data: user } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    showToast({ message: t('toast.signedOut'), tone: 'success' });
    navigate('/sign-in');
  }

  return (
    <header className="app-header">
      <div className="app-header-inner">
        {mobile ? (
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={onToggleMenu}
          >
            {t('header.menu')}
          </button>
        ) : null}
        <Link to="/" className="app-logo" aria-label={t('header.home')}>
          {t('app.name')}
        </Link>
        {user ? (
          <Suspense fallback={null}>
            <ProjectSearch />
          </Suspense>
        ) : null}
        <div className="header-account">
          {user ? (
            <>
              <span>{t('header.account', { name: user.firstName })}</span>
              <Link to="/cart" className="header-link">
                {t('header.cart')}
              </Link>
              <Link to="/account/profile" className="header-link">
                {t('header.myAccount')}
              </Link>
              <button type="button" className="menu-button" onClick={handleSignOut}>
                {t('header.signOut')}
              </button>
            </>
          ) : user === null ? (
            <>
              <Link to="/sign-in" className="header-link">
                {t('header.signIn')}
              </Link>
              <Link to="/create-account" className="header-link">
                {t('header.createAccount')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
