import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../i18n';
import { FOOTER_LINKS, type MarketingSlug } from '../../../lib/site-pages';
import { usePageTitle } from '../../../lib/use-page-title';
import { MARKETING_CONTENT } from '../content';

/** Every public page, for the sitemap. */
const PUBLIC_PAGES: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/', label: 'home.titleAnonymous' },
  { to: '/create-account', label: 'createAccount.title' },
  ...FOOTER_LINKS,
];

function Sitemap() {
  return (
    <nav aria-label={t('footer.page.sitemap')}>
      <List spacing="xs">
        {PUBLIC_PAGES.map((page) => (
          <List.Item key={page.to}>
            <Anchor component={Link} to={page.to}>
              {t(page.label)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** A static marketing page (the footer's pages, spec 1 §2 / spec 3 §2). */
export default function MarketingPage({ slug }: { slug: MarketingSlug }) {
  const page = MARKETING_CONTENT[slug];
  usePageTitle(page.title);
  return (
    <article className="prose">
      <Stack gap="sm">
        <Title order={1}>{page.title}</Title>
        <Text size="lg">{page.lead}</Text>
      </Stack>
      {slug === 'sitemap' ? <Sitemap /> : null}
      {page.sections.map((section) => {
        const headingId = `${slug}-${section.heading}`.replace(/[^\w-]+/g, '-');
        return (
          <section key={section.heading} id={section.id} aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId}>
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p} mt="sm">
                {p}
              </Text>
            ))}
            {section.list ? (
              <List mt="sm" spacing="xs">
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
