import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { vendorStatusLabel } from '@quire/domain';
import { Link } from 'react-router';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../accounts/api/session';

function Landing() {
  usePageTitle(t('home.titleAnonymous'));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('home.titleAnonymous')}</Title>
      <Text size="lg">{t('home.landingIntro')}</Text>
      <Group gap="md">
        <Button component={Link} to="/create-account" size="md">
          {t('home.landingCta')}
        </Button>
        <Button component={Link} to="/sign-in" size="md" variant="outline">
          {t('header.signIn')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The home page. Signed in: a welcome with the first name, the vendor account status, and the
 * 'Create a New Book' call to action (the projects dashboard fills this page later). Signed out:
 * what Quire is and how to join.
 */
export default function HomePage() {
  const { data: user, isPending } = useSession();
  usePageTitle(user ? t('home.title', { name: user.firstName }) : t('home.titleAnonymous'));
  if (isPending)
    return (
      <div role="status" className="page-loading">
        <span className="spinner" aria-hidden="true" /> {t('app.loading')}
      </div>
    );
  if (!user) return <Landing />;
  const approved = formatDate(user.approvalDate);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title', { name: user.firstName })}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('home.startTitle')}
            </Title>
            <Text>{t('home.startBody')}</Text>
            <Group>
              <Button component={Link} to="/build-a-book">
                {t('home.createBook')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('home.vendorStatus')}
            </Title>
            <Text size="xl" fw={700}>
              {vendorStatusLabel(user.vendorStatus)}
            </Text>
            {user.vendorNumber ? (
              <Text>
                {t('home.vendorNumber')}: {user.vendorNumber}
              </Text>
            ) : null}
            {approved ? (
              <Text>
                {t('home.memberSince')}: {approved}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      </SimpleGrid>
      <section aria-labelledby="projects-heading">
        <Title order={2} size="h3" id="projects-heading">
          {t('home.projectsTitle')}
        </Title>
        <Text mt="xs">{t('home.projectsBody')}</Text>
      </section>
    </Stack>
  );
}
