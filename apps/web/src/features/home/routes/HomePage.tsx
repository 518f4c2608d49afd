import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_TURNAROUND_DAYS, vendorStatusLabel, vendorStatusNeedsAction } from '@quire/domain';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * The signed-in home page: a welcome with the first name, the vendor account status (a link to
 * the vendor page where the author has something to do there), and the projects dashboard (with
 * 'Create a New Book'), which the route passes in as `dashboard` (the projects feature's, in its
 * own lazy chunk). Visitors who are not signed in get the content feature's home page instead: the
 * route chooses (src/app/home-route.tsx), so this renders nothing without a user.
 */
export default function HomePage({ dashboard }: { dashboard: ReactNode }) {
  const { data: user, isPending } = useSession();
  usePageTitle(user ? t('home.title', { name: user.firstName }) : t('home.titleAnonymous'));
  if (isPending) return <Loading />;
  if (!user) return null;
  const approved = formatDate(user.approvalDate);
  const needsAction = vendorStatusNeedsAction(user.vendorStatus);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title', { name: user.firstName })}</Title>
      <Paper withBorder p="md" radius="md" maw={720}>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Fact
            label={t('home.vendorStatus')}
            value={vendorStatusLabel(user.vendorStatus)}
            href={needsAction ? VENDOR_PAGE : undefined}
            strong
          />
          {user.vendorNumber ? <Fact label={t('home.vendorNumber')} value={user.vendorNumber} /> : null}
          {approved ? <Fact label={t('home.memberSince')} value={approved} /> : null}
        </Group>
        {needsAction ? (
          <Text size="sm" mt="sm">
            {t('home.vendorHint', { days: DEFAULT_TURNAROUND_DAYS })}
          </Text>
        ) : null}
      </Paper>
      <Suspense fallback={<Loading />}>{dashboard}</Suspense>
    </Stack>
  );
}

/** The vendor page (account/vendor): where an author registers or finishes a vendor account. */
const VENDOR_PAGE = '/account/vendor';

/** A labelled fact; with `href`, the value links where the author has something to do about it. */
function Fact({
  label,
  value,
  strong = false,
  href,
}: {
  label: string;
  value: string;
  strong?: boolean;
  href?: string | undefined;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      {href ? (
        <Anchor
          component={Link}
          to={href}
          size={strong ? 'lg' : 'md'}
          fw={strong ? 700 : 400}
          aria-label={t('home.vendorStatusLink', { status: value })}
        >
          {value}
        </Anchor>
      ) : (
        <Text size={strong ? 'lg' : 'md'} fw={strong ? 700 : 400}>
          {value}
        </Text>
      )}
    </Stack>
  );
}
