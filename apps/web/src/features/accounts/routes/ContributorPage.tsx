import { Anchor, Stack, Text, Title } from '@mantine/core';
import { CONTRIBUTOR_REMOVED_MESSAGE } from '@quire/domain';
import { Link } from 'react-router';
import { t } from '../../../i18n';
import { storage } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';

/** Where a contributor lands when the author removed their access (error 34007, spec 3 §4). */
export default function ContributorPage() {
  usePageTitle(t('contributor.title'));
  const message = storage.contributorMessage() ?? CONTRIBUTOR_REMOVED_MESSAGE;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('contributor.title')}</Title>
      <div className="notice notice-error" role="alert">
        {message}
      </div>
      <Text>
        <Anchor component={Link} to="/sign-in">
          {t('contributor.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
