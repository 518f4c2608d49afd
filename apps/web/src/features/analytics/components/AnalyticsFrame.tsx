import { Alert, Text } from '@mantine/core';
import { isAdmin } from '@quire/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import type { useSession } from '../../../lib/session';
import { type AnalyticsSection, SECTION_PATHS, sectionsOf } from '../lib/access';
import { analyticsText as T } from '../messages';
import '../styles';

type SignedInUser = NonNullable<ReturnType<typeof useSession>['data']>;

/** A section's name in a sentence ("the Reading page"). */
const sectionName = (s: AnalyticsSection) => T(`page.${s}`);

/**
 * The links between the analytics pages a user has. Moving between dashboards keeps the filters
 * (they are the same); the statements have their own address.
 */
export function SectionNav({
  sections,
  current,
  hrefOf,
}: {
  sections: readonly AnalyticsSection[];
  current: AnalyticsSection;
  hrefOf: (s: AnalyticsSection) => string;
}) {
  return (
    <nav aria-label={T('nav.label')}>
      <ul className="analytics-tabs">
        {sections.map((s) => (
          <li key={s}>
            <Link to={hrefOf(s)} aria-current={s === current ? 'page' : undefined}>
              {T(`tab.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of the author's analytics pages: signed in, the sub-navigation of the pages the
 * account has, and a plain sentence (with the pages it does have) instead of a page it does not;
 * the Sales page, the entry, moves on to the first page the account has instead.
 * Administrators have theirs in the back office.
 */
export function AnalyticsFrame({
  section,
  children,
}: {
  section: AnalyticsSection;
  children: (user: SignedInUser) => ReactNode;
}) {
  const title = sectionName(section);
  const { search } = useLocation();
  const dashboard = section !== 'STATEMENTS';
  const hrefOf = (s: AnalyticsSection) =>
    `${SECTION_PATHS[s]}${dashboard && s !== 'STATEMENTS' ? search : ''}`;
  return (
    <SignedInPage title={title}>
      {(user) => {
        if (isAdmin(user.permissions)) return <Navigate to="/admin/analytics" replace />;
        const sections = sectionsOf(user);
        if (sections.length === 0) {
          return (
            <PageBody title={title}>
              <Alert color="yellow" role="alert">
                {T('access.none')}
              </Alert>
            </PageBody>
          );
        }
        const has = sections.includes(section);
        // The Sales page is where "Sales & Reading" leads: an account without it starts at the
        // first page it has (a press with the statements alone, say), not at a page it cannot open.
        const first = sections[0];
        if (!has && section === 'CUSTOMER' && first) return <Navigate to={hrefOf(first)} replace />;
        return (
          <PageBody title={title} {...(has ? { intro: T(`intro.${section}`) } : {})}>
            <SectionNav sections={sections} current={section} hrefOf={hrefOf} />
            {has ? (
              children(user)
            ) : (
              <Alert color="yellow" role="alert">
                <Text>
                  {section === 'STATEMENTS'
                    ? T('access.statements')
                    : T('access.page', { page: sectionName(section) })}
                </Text>
              </Alert>
            )}
          </PageBody>
        );
      }}
    </SignedInPage>
  );
}
