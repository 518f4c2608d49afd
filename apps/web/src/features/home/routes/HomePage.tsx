import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { vendorStatusLabel } from '@quire/domain';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

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
 * projects dashboard (with 'Create a New Book'), which the route passes in as `dashboard` (the
 * projects feature's, in its own lazy chunk: src/app/home-route.tsx). Signed out: what Quire is
 * and how to join; the dashboard is not rendered, so its chunk is not loaded.
 */
export default function HomePage({ dashboard }: { dashboard: ReactNode }) {
  const { data: user, isPending } = useSession();
  usePageTitle(user ? t('home.title', { name: user.firstName }) : t('home.titleAnonymous'));
  if (isPending) return <Loading />;
  if (!user) return <Landing />;
  const approved = formatDate(user.approvalDate);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title', { name: user.firstName })}</Title>
      <Paper withBorder p="md" radius="md" maw={720}>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Fact label={t('home.vendorStatus')} value={vendorStatusLabel(user.vendorStatus)} strong />
          {user.vendorNumber ? <Fact label={t('home.vendorNumber')} value={user.vendorNumber} /> : null}
          {approved ? <Fact label={t('home.memberSince')} value={approved} /> : null}
        </Group>
      </Paper>
      <Suspense fallback={<Loading />}>{dashboard}</Suspense>
    </Stack>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'md'} fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Stack>
  );
}
