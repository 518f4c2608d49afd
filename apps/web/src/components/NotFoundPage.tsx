/** The 404 page: the router's catch-all, and any route whose parameters name nothing (an unknown wizard step, a project that is not there). */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Text>
        <Anchor component={Link} to="/">
          {t('notFound.home')}
        </Anchor>
      </Text>
    </Stack>
  );
}
