import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  BUSINESS_STATUS_LABELS,
  BUSINESS_STATUSES,
  type BusinessStatus,
  FREE_ISBN_ACCESS_LABELS,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openConfirmation, openCopyToClipboard } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { useForm } from '../../../lib/use-form';
import {
  type AdminUser,
  adminKeys,
  changeRole,
  enableFreeCorrection,
  generateResetLink,
  updateEmail,
} from '../api/admin';
import { emailForm } from '../forms';
import { type AdminMessageKey, adminText } from '../messages';
import { when } from './AdminPage';
import { BusinessStatusDialog } from './BusinessStatusDialog';
import { DeactivateDialog } from './DeactivateDialog';
import { PermissionsDialog } from './PermissionsDialog';
import { ReactivateDialog } from './ReactivateDialog';
import { SignInSecurity } from './SignInSecurity';

const PERMISSION_FLAGS = [
  'canRefer',
  'isCoverCorrectionAvailable',
  'isMerchandisingAvailable',
  'isPreOrderEnabled',
  'customEbookSampling',
  'authorSharedAccess',
  'expandedDistributionAccess',
] as const;

/** The account tab: role, account permissions, business status, e-mail, deactivation, support tools. */
export function AccountTab({ user, self }: { user: AdminUser; self: boolean }) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<null | 'permissions' | 'status' | 'deactivate' | 'reactivate'>(null);
  const [role, setRole] = useState<'AUTHOR' | 'ADMIN'>(user.role === 'ADMIN' ? 'ADMIN' : 'AUTHOR');
  const [status, setStatus] = useState<BusinessStatus>(user.businessStatus);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = (fresh?: AdminUser) => {
    if (fresh) client.setQueryData(adminKeys.user(user.customerId), fresh);
    void client.invalidateQueries({ queryKey: adminKeys.all });
  };
  const p = user.accountPermissions;

  async function act<T>(name: string, work: () => Promise<T>, done: (r: T) => void) {
    setBusy(name);
    try {
      done(await work());
    } catch {
      // The API client's central handling shows the error.
    } finally {
      setBusy(null);
    }
  }

  async function submitRole() {
    const ok = await openConfirmation({
      title: adminText('role.confirmTitle'),
      message: adminText('role.confirm', {
        email: user.email,
        role: adminText(`role.${role}` as AdminMessageKey),
      }),
      confirmLabel: adminText('role.submit'),
    });
    if (ok)
      await act(
        'role',
        () => changeRole(user.customerId, role),
        (u) => {
          refresh(u);
          showToast({
            message: adminText('role.changed', { role: adminText(`role.${u.role}` as AdminMessageKey) }),
            tone: 'success',
          });
        },
      );
  }

  const email = useForm(emailForm());
  const submitEmail = email.onSubmit(async ({ emailAddress, swap }) => {
    await act(
      'email',
      () =>
        updateEmail(
          { vendorNumber: user.vendorNumber ?? '', emailAddress: emailAddress.trim(), swap },
          (e) => {
            // 15014–15017: the code is kept and announced with its message (spec 3 §8).
            const items = e.items.map((i) => ({ ...i, description: `${i.description} (${i.code})` }));
            return email.setServerErrors(items).length === 0;
          },
        ),
      (r) => {
        refresh(r.user);
        showToast({
          message: r.swappedWith
            ? `${adminText('email.done', { email: r.user.email })} ${adminText('email.swapped', { email: r.swappedWith.email })}`
            : adminText('email.done', { email: r.user.email }),
          tone: 'success',
        });
      },
    );
  });

  return (
    <Stack gap="lg">
      <section className="admin-section" aria-labelledby="admin-role">
        <Title order={2} size="h3" id="admin-role">
          {adminText('role.title')}
        </Title>
        <Group align="flex-end" gap="sm" mt="sm">
          <NativeSelect
            label={adminText('role.label')}
            value={role}
            disabled={self}
            onChange={(e) => setRole(e.currentTarget.value === 'ADMIN' ? 'ADMIN' : 'AUTHOR')}
            data={[
              { value: 'AUTHOR', label: adminText('role.AUTHOR') },
              { value: 'ADMIN', label: adminText('role.ADMIN') },
            ]}
          />
          <Button
            onClick={() => void submitRole()}
            disabled={self || role === user.role}
            loading={busy === 'role'}
          >
            {adminText('role.submit')}
          </Button>
        </Group>
      </section>

      <section className="admin-section" aria-labelledby="admin-perm">
        <Title order={2} size="h3" id="admin-perm">
          {adminText('perm.title')}
        </Title>
        <dl className="admin-facts">
          {PERMISSION_FLAGS.map((f) => (
            <div key={f} style={{ display: 'contents' }}>
              <dt>{adminText(`perm.${f}` as AdminMessageKey)}</dt>
              <dd>{p[f] ? adminText('perm.on') : adminText('perm.off')}</dd>
            </div>
          ))}
          <dt>{adminText('perm.hasAuthorPages')}</dt>
          <dd>{p.authorAccess > 0 ? String(p.authorAccess) : adminText('perm.off')}</dd>
          <dt>{adminText('perm.hasAnalyticsAccess')}</dt>
          <dd>{p.analyticsAccess || adminText('perm.off')}</dd>
          <dt>{adminText('perm.hasFreeIsbnAccess')}</dt>
          <dd>{FREE_ISBN_ACCESS_LABELS[p.hasFreeIsbnAccess as -1 | 0 | 1]}</dd>
        </dl>
        <Button mt="sm" variant="default" onClick={() => setDialog('permissions')}>
          {adminText('perm.edit')}
        </Button>
      </section>

      <section className="admin-section" aria-labelledby="admin-status">
        <Title order={2} size="h3" id="admin-status">
          {adminText('status.title')}
        </Title>
        <Text>{adminText('status.current', { status: BUSINESS_STATUS_LABELS[user.businessStatus] })}</Text>
        {user.vendorNumber ? (
          <Group align="flex-end" gap="sm" mt="sm">
            <NativeSelect
              label={adminText('status.label')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as BusinessStatus)}
              data={BUSINESS_STATUSES.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] }))}
            />
            <Button onClick={() => setDialog('status')} disabled={status === user.businessStatus}>
              {adminText('status.submit')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{adminText('status.noVendor')}</Text>
        )}
      </section>

      <section className="admin-section" aria-labelledby="admin-email">
        <Title order={2} size="h3" id="admin-email">
          {adminText('email.title')}
        </Title>
        {user.vendorNumber ? (
          <form ref={email.formRef} onSubmit={submitEmail} noValidate>
            <Stack gap="sm" mt="sm">
              <TextInput
                label={adminText('email.label')}
                type="email"
                required
                {...email.inputProps('emailAddress')}
              />
              <Checkbox label={adminText('email.swap')} {...email.checkboxProps('swap')} />
              <Group>
                <Button type="submit" loading={busy === 'email'}>
                  {adminText('email.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm">{adminText('email.noVendor')}</Text>
        )}
      </section>

      <SignInSecurity user={user} self={self} />

      <section className="admin-section" aria-labelledby="admin-tools">
        <Title order={2} size="h3" id="admin-tools">
          {adminText('tools.title')}
        </Title>
        <Group gap="sm" mt="sm">
          <Button
            variant="default"
            loading={busy === 'correction'}
            onClick={() =>
              void act(
                'correction',
                () => enableFreeCorrection(user.customerId),
                (u) => {
                  refresh(u);
                  showToast({
                    message: adminText('tools.freeCorrectionDone', { count: u.freeCorrections }),
                    tone: 'success',
                  });
                },
              )
            }
          >
            {adminText('tools.freeCorrection')}
          </Button>
          <Button
            variant="default"
            loading={busy === 'reset'}
            onClick={() =>
              void act(
                'reset',
                () => generateResetLink(user.customerId),
                (r) => {
                  refresh();
                  void openCopyToClipboard(r.link, {
                    title: adminText('tools.resetTokenTitle'),
                    label: adminText('tools.resetTokenLabel', { email: r.email, until: when(r.expiresAt) }),
                  });
                },
              )
            }
          >
            {adminText('tools.resetToken')}
          </Button>
          {user.deactivatedAt ? (
            <>
              <Text>{adminText('deactivate.already')}</Text>
              <Button variant="default" onClick={() => setDialog('reactivate')}>
                {adminText('reactivate.title')}
              </Button>
            </>
          ) : (
            <Button color="red.9" disabled={self} onClick={() => setDialog('deactivate')}>
              {adminText('deactivate.title')}
            </Button>
          )}
        </Group>
      </section>

      {dialog === 'permissions' ? (
        <PermissionsDialog
          user={user}
          onDone={(u) => {
            setDialog(null);
            if (u) {
              refresh(u);
              showToast({ message: adminText('perm.saved'), tone: 'success' });
            }
          }}
        />
      ) : null}
      {dialog === 'status' ? (
        <BusinessStatusDialog
          user={user}
          status={status}
          onDone={(r) => {
            setDialog(null);
            if (r) {
              refresh(r.user);
              const label = BUSINESS_STATUS_LABELS[r.user.businessStatus];
              showToast({
                message: r.emailed
                  ? adminText('status.changedMailed', { status: label })
                  : adminText('status.changed', { status: label }),
                tone: 'success',
              });
            }
          }}
        />
      ) : null}
      {dialog === 'deactivate' ? (
        <DeactivateDialog
          user={user}
          onDone={(r) => {
            setDialog(null);
            if (r) {
              refresh(r.user);
              showToast({
                message: adminText('deactivate.done', { count: r.sessionsEnded }),
                tone: 'success',
              });
            }
          }}
        />
      ) : null}
      {dialog === 'reactivate' ? (
        <ReactivateDialog
          user={user}
          onDone={(u) => {
            setDialog(null);
            if (u) {
              refresh(u);
              showToast({ message: adminText('reactivate.done'), tone: 'success' });
            }
          }}
        />
      ) : null}
    </Stack>
  );
}
