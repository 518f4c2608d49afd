import { Link } from 'react-router';
import { t } from '../../i18n';
import { useSession } from '../../lib/session';
import { FOOTER_LINKS } from '../../lib/site-pages';

/** Footer linking every marketing page of the spec, and sign-in for a visitor who is not signed in. */
export function Footer() {
  const { data: user } = useSession();
  const links = user ? FOOTER_LINKS.filter((link) => link.to !== '/sign-in') : FOOTER_LINKS;
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
