import { Link } from 'react-router';
import { t } from '../../i18n';
import { useSession } from '../../lib/session';
import { FOOTER_LINKS } from '../../lib/site-pages';

const SIGN_IN = '/sign-in';
const MARKETING_LINKS = FOOTER_LINKS.filter((link) => link.to !== SIGN_IN);

/**
 * Footer linking every marketing page of the spec, then Sign In for a visitor only: a signed-in
 * reader has My Account and Sign Out in the header, and neither shows while the session is not known.
 */
export function Footer() {
  const { data: user } = useSession();
  const links = user === null ? FOOTER_LINKS : MARKETING_LINKS;
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
