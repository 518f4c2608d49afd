import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { CONTRIBUTOR_REMOVED_MESSAGE, errorDefinition } from '@quire/domain';
import { CONTRIBUTOR_PERMISSIONS } from '@quire/domain/access/permissions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../../i18n';
import { storage } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { contributorInvitationQuery } from '../api/contributor';

const LABELS = new Map<string, string>(CONTRIBUTOR_PERMISSIONS.map((p) => [p.code, p.label]));

/**
 * /contributor/?authorShareKey=… (spec 3 §2, §4): the invitation link's landing page, and where a
 * contributor whose access the author removed is sent (error 34007) with the spec's text.
 */
export default function ContributorPage() {
  usePageTitle(t('contributor.title'));
  const [params] = useSearchParams();
  const key = params.get('authorShareKey') ?? '';
  const invitation = useQuery(contributorInvitationQuery(key));
  const status = invitation.data?.status;
  const current = status === 'INVITED' || status === 'ACTIVE';
  const removed = status === 'REMOVED' || (!current && storage.contributorMessage() !== null);
  const settled = key === '' || !invitation.isPending;

  useEffect(() => {
    if (!settled) return;
    if (current) {
      // Sign-in and create-account send the kept key (spec 3 §2).
      storage.setAuthorShareKey(key);
      storage.setContributorMessage(null);
    } else {
      storage.setAuthorShareKey(null);
    }
  }, [settled, current, key]);

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('contributor.title')}</Title>
      {!settled ? (
        <div role="status">{t('contributor.loading')}</div>
      ) : current && invitation.data ? (
        <>
          <Text>
            {t('contributor.invited', {
              author: `${invitation.data.author.firstName} ${invitation.data.author.lastName}`,
            })}
          </Text>
          <Text>
            {t('contributor.permissions', {
              list: invitation.data.permissions.map((p) => LABELS.get(p) ?? p).join(', '),
            })}
          </Text>
          <Text>{t('contributor.useEmail', { email: invitation.data.contributor.email })}</Text>
          <Group>
            <Anchor component={Link} to={`/sign-in?authorShareKey=${encodeURIComponent(key)}`}>
              {t('contributor.signInShared')}
            </Anchor>
            <Anchor component={Link} to="/create-account">
              {t('contributor.createAccount')}
            </Anchor>
          </Group>
        </>
      ) : (
        <>
          <div className="notice notice-error" role="alert">
            {removed ? CONTRIBUTOR_REMOVED_MESSAGE : errorDefinition('SHARE_KEY_INVALID').message}
          </div>
          <Text>
            <Anchor component={Link} to="/sign-in">
              {t('contributor.signIn')}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
