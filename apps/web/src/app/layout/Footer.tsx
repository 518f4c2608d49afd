import { Link } from 'react-router';
import { t } from '../../i18n';
import { FOOTER_LINKS } from '../../lib/site-pages';

/** Footer linking every marketing page of the spec, and sign-in. */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
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
