import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { openConfirmation } from '../../../components/modals/open';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import {
  type AdminUser,
  adminKeys,
  lockoutQuery,
  overrideLockout,
  resetLockout,
  resetTwoStep,
  twoStepQuery,
} from '../api/admin';
import { type AdminMessageKey, adminText } from '../messages';
import { when } from './AdminPage';

/**
 * Sign-in and security of a user (spec 3 §6 "reset or override account lockout"; decision 019): the
 * sign-in lock with its reset and override, and two-step verification with its reset for a user
 * who lost their phone or app (behind a confirmation; never one's own).
 */
export function SignInSecurity({ user, self }: { user: AdminUser; self: boolean }) {
  const client = useQueryClient();
  const lock = useQuery(lockoutQuery(user.customerId));
  const twoStep = useQuery(twoStepQuery(user.customerId));
  const [busy, setBusy] = useState<null | 'reset' | 'override' | 'twoStep'>(null);

  async function act(name: 'reset' | 'override' | 'twoStep', work: () => Promise<unknown>, done: string) {
    setBusy(name);
    try {
      await work();
      showToast({ message: done, tone: 'success' });
    } catch {
      // The API client's central handling shows the error.
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: adminKeys.user(user.customerId) });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    }
  }

  async function confirmTwoStepReset() {
    const ok = await openConfirmation({
      title: adminText('security.resetTwoStep'),
      message: adminText('security.resetTwoStepConfirm', { email: user.email }),
      confirmLabel: adminText('security.resetTwoStep'),
    });
    if (ok) await act('twoStep', () => resetTwoStep(user.customerId), adminText('security.resetTwoStepDone'));
  }

  const l = lock.data?.lockout;
  const s = twoStep.data;
  return (
    <section className="admin-section" aria-labelledby="admin-security">
      <Title order={2} size="h3" id="admin-security">
        {adminText('security.title')}
      </Title>
      <Stack gap="md" mt="sm">
        <div>
          <Title order={3} size="h4">
            {adminText('security.lockout')}
          </Title>
          {lock.isPending ? (
            <Loading />
          ) : lock.isError || !l ? (
            <LoadError onRetry={() => void lock.refetch()} />
          ) : (
            <>
              <Text role="status">
                {l.locked
                  ? adminText('security.locked', { until: when(l.lockedUntil ?? ''), failures: l.failures })
                  : l.failures > 0
                    ? adminText('security.unlockedFailures', { failures: l.failures })
                    : adminText('security.unlocked')}
              </Text>
              <Group gap="sm" mt="xs">
                <Button
                  variant="default"
                  disabled={l.failures === 0 && !l.locked}
                  loading={busy === 'reset'}
                  onClick={() =>
                    void act(
                      'reset',
                      () => resetLockout(user.customerId),
                      adminText('security.resetLockoutDone'),
                    )
                  }
                >
                  {adminText('security.resetLockout')}
                </Button>
                <Button
                  variant="default"
                  disabled={!l.locked}
                  loading={busy === 'override'}
                  onClick={() =>
                    void act(
                      'override',
                      () => overrideLockout(user.customerId),
                      adminText('security.overrideLockoutDone'),
                    )
                  }
                >
                  {adminText('security.overrideLockout')}
                </Button>
              </Group>
              <Text size="sm" mt="xs">
                {`${adminText('security.resetLockoutHint')} ${adminText('security.overrideLockoutHint')}`}
              </Text>
            </>
          )}
        </div>
        <div>
          <Title order={3} size="h4">
            {adminText('security.twoStep')}
          </Title>
          {twoStep.isPending ? (
            <Loading />
          ) : twoStep.isError || !s ? (
            <LoadError onRetry={() => void twoStep.refetch()} />
          ) : (
            <>
              <Text role="status">
                {s.enabled && s.method
                  ? adminText('security.twoStepOn', {
                      method: adminText(`security.method.${s.method}` as AdminMessageKey),
                      count: s.recoveryCodesLeft,
                    })
                  : s.totpPending
                    ? adminText('security.twoStepPending')
                    : adminText('security.twoStepOff')}
              </Text>
              <Text size="sm">{adminText('security.passkeys', { count: s.passkeys })}</Text>
              {self ? (
                <Text size="sm" mt="xs">
                  {adminText('security.selfTwoStep')}
                </Text>
              ) : (
                <Button
                  mt="xs"
                  color="red.9"
                  disabled={!s.enabled && !s.totpPending && s.passkeys === 0}
                  loading={busy === 'twoStep'}
                  onClick={() => void confirmTwoStepReset()}
                >
                  {adminText('security.resetTwoStep')}
                </Button>
              )}
            </>
          )}
        </div>
      </Stack>
    </section>
  );
}
