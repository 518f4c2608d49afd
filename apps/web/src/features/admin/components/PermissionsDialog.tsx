import { Button, Checkbox, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { FREE_ISBN_ACCESS, FREE_ISBN_ACCESS_LABELS } from '@quire/domain';
import { useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { type AdminUser, setAccountPermissions } from '../api/admin';
import { permissionsForm } from '../forms';
import { type AdminMessageKey, adminText } from '../messages';

const FLAGS = [
  'canRefer',
  'isCoverCorrectionAvailable',
  'isMerchandisingAvailable',
  'isPreOrderEnabled',
  'customEbookSampling',
  'authorSharedAccess',
  'expandedDistributionAccess',
] as const;

/**
 * The account permissions dialog (spec 3 §2, §3, §5): every field, author pages ≥ 1 (default 3)
 * while Author Pages is on, analytics pages upper-cased (default CUSTOMER,READING,SITE) while the
 * Analytics Dashboard is on.
 */
export function PermissionsDialog({
  user,
  onDone,
}: {
  user: AdminUser;
  onDone: (user: AdminUser | null) => void;
}) {
  const form = useForm(permissionsForm(user.accountPermissions));
  const [pending, setPending] = useState(false);
  const v = form.values;
  const submit = form.onSubmit(async (values) => {
    setPending(true);
    try {
      const saved = await setAccountPermissions(
        {
          userId: user.customerId,
          vendorNum: user.vendorNumber,
          ...Object.fromEntries(FLAGS.map((f) => [f, values[f]])),
          hasAuthorPages: values.hasAuthorPages,
          authorAccess: values.authorAccess,
          hasFreeIsbnAccess: Number(values.hasFreeIsbnAccess) as -1 | 0 | 1,
          hasAnalyticsAccess: values.hasAnalyticsAccess,
          analyticsAccess: values.analyticsAccess,
        },
        form.handleServerError,
      );
      onDone(saved);
    } catch {
      setPending(false);
    }
  });
  const toggle = (
    name: 'hasAuthorPages' | 'hasAnalyticsAccess',
    field: 'authorAccess' | 'analyticsAccess',
  ) => {
    const props = form.checkboxProps(name);
    return {
      ...props,
      onChange: (e: { currentTarget: { checked: boolean } }) => {
        props.onChange(e);
        form.form.setDisabled(field, !e.currentTarget.checked);
      },
    };
  };
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
      title={adminText('perm.dialog')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          {FLAGS.map((f) => (
            <Checkbox key={f} label={adminText(`perm.${f}` as AdminMessageKey)} {...form.checkboxProps(f)} />
          ))}
          <Checkbox label={adminText('perm.hasAuthorPages')} {...toggle('hasAuthorPages', 'authorAccess')} />
          <TextInput
            label={adminText('perm.authorAccess')}
            inputMode="numeric"
            disabled={!v.hasAuthorPages}
            required={v.hasAuthorPages}
            {...form.inputProps('authorAccess')}
          />
          <Checkbox
            label={adminText('perm.hasAnalyticsAccess')}
            {...toggle('hasAnalyticsAccess', 'analyticsAccess')}
          />
          <TextInput
            label={adminText('perm.analyticsAccess')}
            disabled={!v.hasAnalyticsAccess}
            required={v.hasAnalyticsAccess}
            {...form.inputProps('analyticsAccess')}
          />
          <NativeSelect
            label={adminText('perm.hasFreeIsbnAccess')}
            data={FREE_ISBN_ACCESS.map((n) => ({ value: String(n), label: FREE_ISBN_ACCESS_LABELS[n] }))}
            {...form.inputProps('hasFreeIsbnAccess', { commitOnChange: true })}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => onDone(null)}>
              {adminText('admin.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {adminText('perm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
