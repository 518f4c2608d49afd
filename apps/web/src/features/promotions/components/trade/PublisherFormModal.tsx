import { Alert, Button, Group, List, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  type AppError,
  PROMO_PUBLISHER_ROLES,
  type PromoPublisherRole,
  promoErrorMessage,
  promoPublisherInputSchema,
} from '@quire/domain';
import { type FormEvent, useState } from 'react';
import { t } from '../../../../i18n';
import { type PromoPublisher, type PublisherInput, savePublisher } from '../../api/trade';
import { tradeText as T } from './messages';

const FIELDS = ['name', 'vendorNumber', 'dcVendorId', 'companyIds', 'role', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Problems = Partial<Record<Field, string>>;

interface Draft {
  name: string;
  vendorNumber: string;
  dcVendorId: string;
  companyIds: string;
  role: PromoPublisherRole;
  email: string;
}

const draftOf = (p: PromoPublisher | null): Draft => ({
  name: p?.name ?? '',
  vendorNumber: p?.vendorNumber ?? '',
  dcVendorId: p?.dcVendorId ?? '',
  companyIds: p?.companyIds.join(', ') ?? '',
  role: p?.role ?? 'TRADE',
  email: p?.email ?? '',
});

/** The form's values as publisher-update takes them: company ids from the comma list. */
const inputOf = (loaded: PromoPublisher | null, d: Draft): PublisherInput => ({
  ...(loaded ? { id: loaded.id } : {}),
  vendorNumber: d.vendorNumber.trim(),
  name: d.name.trim(),
  dcVendorId: d.dcVendorId.trim() || null,
  companyIds: [
    ...new Set(
      d.companyIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ],
  role: d.role,
  email: d.email.trim() || null,
});

/** `publisher.companyIds.2` → companyIds; a path that names no control → undefined. */
const fieldOf = (path: string | undefined): Field | undefined => {
  const name = path?.replace(/^publisher\./, '').split('.')[0];
  return FIELDS.find((f) => f === name);
};

export interface PublisherFormModalProps {
  /** The publisher being edited; null for a new one. */
  loaded: PromoPublisher | null;
  onClose: () => void;
  onSaved: (saved: PromoPublisher) => void;
}

/**
 * A publisher, new or loaded, in a modal: the contract's rules before sending (the server's words
 * for the same checks), the server's field errors on their fields and the rest listed above. The
 * vendor number of a saved publisher does not change.
 */
export function PublisherFormModal({ loaded, onClose, onSaved }: PublisherFormModalProps) {
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [problems, setProblems] = useState<Problems>({});
  const [others, setOthers] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const set = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const showProblems = (items: readonly { field?: string; description: string }[]) => {
    const byField: Problems = {};
    const rest: string[] = [];
    for (const item of items) {
      const field = fieldOf(item.field);
      const message = promoErrorMessage(item.description);
      if (field) byField[field] ??= message;
      else rest.push(message);
    }
    setProblems(byField);
    setOthers(rest);
    // The first field at fault takes the focus, so its message is read with it.
    setTimeout(
      () => document.querySelector<HTMLElement>('.publisher-form [aria-invalid="true"]')?.focus(),
      0,
    );
  };

  const onServerError = (e: AppError): boolean => {
    showProblems(e.items);
    return e.status >= 400 && e.status < 500;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = inputOf(loaded, draft);
    const checked = promoPublisherInputSchema.safeParse(input);
    if (!checked.success) {
      showProblems(checked.error.issues.map((i) => ({ field: i.path.join('.'), description: i.message })));
      return;
    }
    setProblems({});
    setOthers([]);
    setPending(true);
    try {
      onSaved(await savePublisher(input, onServerError));
    } catch {
      // Field errors are on their fields; anything else is listed above or reached the central handling.
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={loaded ? T('form.editTitle', { name: loaded.name }) : T('form.newTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form className="publisher-form" onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <Stack gap="md">
          {others.length ? (
            <Alert color="red" role="alert" title={T('form.problems')}>
              <List>
                {others.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <TextInput
            label={T('form.name')}
            withAsterisk
            data-autofocus
            maxLength={200}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={problems.name}
          />
          <TextInput
            label={T('form.vendorNumber')}
            withAsterisk
            maxLength={40}
            readOnly={loaded !== null}
            description={loaded ? T('form.vendorNumberFixed') : undefined}
            value={draft.vendorNumber}
            onChange={(e) => set('vendorNumber', e.currentTarget.value)}
            error={problems.vendorNumber}
          />
          <TextInput
            label={T('form.dcVendorId')}
            maxLength={40}
            value={draft.dcVendorId}
            onChange={(e) => set('dcVendorId', e.currentTarget.value)}
            error={problems.dcVendorId}
          />
          <TextInput
            label={T('form.companyIds')}
            description={T('form.companyIdsHint')}
            value={draft.companyIds}
            onChange={(e) => set('companyIds', e.currentTarget.value)}
            error={problems.companyIds}
          />
          <NativeSelect
            label={T('form.role')}
            withAsterisk
            value={draft.role}
            onChange={(e) => set('role', e.currentTarget.value)}
            data={PROMO_PUBLISHER_ROLES.map((r) => ({ value: r, label: T(`role.${r}`) }))}
            error={problems.role}
          />
          <TextInput
            type="email"
            label={T('form.email')}
            maxLength={254}
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={problems.email}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {T('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
