import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { staticContentQuery } from '../api/static-content';
import { SafeHtml } from '../SafeHtml';
import { publicText } from './messages';
import './public-pages.css';

// The royalty table and example bring the money arithmetic (decimal.js): their own chunk, asked
// for when the section comes near the screen, so the home page's first load stays light.
const RoyaltyExample = lazy(() => import('./RoyaltyExample'));

/** The home page's copy is the static page 'home', edited in the back office like the others. */
export const HOME_CONTENT_URL = 'home';

const WAYS_IN = [
  { to: '/create-account', label: () => t('home.landingCta'), text: 'home.createAccountText', primary: true },
  { to: '/sign-in', label: () => t('header.signIn'), text: 'home.signInText', primary: false },
  {
    to: '/build-a-book',
    label: () => publicText('home.buildABook'),
    text: 'home.buildABookText',
    primary: false,
  },
] as const;

/**
 * The home page for a visitor who is not signed in: what Quire does (the editable copy of the
 * static page 'home', the same markup the server puts into index.html at '/'), the ways in, and
 * the eBook royalty bands with an example price to change. Plain elements, no Mantine: the page
 * is a first page and counts against the first-load JavaScript budget.
 */
export default function VisitorHomePage() {
  const content = useQuery(staticContentQuery(HOME_CONTENT_URL));
  const title = content.data?.title ?? t('home.titleAnonymous');
  usePageTitle(title);
  // The copy comes first: the built-in parts wait for it, so the page does not shift under them.
  if (content.isPending) return <Loading label={publicText('home.loading')} />;

  return (
    <div className="visitor-home">
      <article className="static-page">
        <h1 className="page-title">{title}</h1>
        {content.data ? (
          <SafeHtml html={content.data.html} className="static-page-body" />
        ) : (
          // Without its copy (not published yet, or the call failed) the page still says what Quire is.
          <p>{t('home.landingIntro')}</p>
        )}
      </article>

      <section aria-labelledby="home-ways-in">
        <h2 id="home-ways-in">{publicText('home.waysIn')}</h2>
        <ul className="ways-in">
          {WAYS_IN.map((way) => (
            <li key={way.to}>
              <Link to={way.to} className={way.primary ? 'button' : 'button button-outline'}>
                {way.label()}
              </Link>
              <p>{publicText(way.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <RoyaltySection />
    </div>
  );
}

/** The eBook royalties: a heading at once, the table and the example once the section nears the screen. */
function RoyaltySection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  return (
    <section aria-labelledby="home-royalty" ref={ref}>
      <h2 id="home-royalty">{publicText('royalty.title')}</h2>
      {near ? (
        <Suspense fallback={<Loading label={publicText('royalty.loading')} />}>
          <RoyaltyExample />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * True once the element comes within 200 px of the viewport (at once without IntersectionObserver).
 * Measured: the first paint of '/' is about 140 KB of gzipped JavaScript; the royalty chunk adds
 * about 15 KB (decimal.js most of it), which would break the 150 KB budget if loaded up front.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
