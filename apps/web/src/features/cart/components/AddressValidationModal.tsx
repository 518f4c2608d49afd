import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { AddressValidationResult } from '@quire/domain';
import { t } from '../../../i18n';
import { CT } from '../messages';
import { AddressText } from './AddressFields';

/**
 * The address-validation dialog with suggestions (spec 1 §8): what is wrong, and the corrected
 * address when one can be made; the user accepts it (the corrected address is sent) or edits.
 */
export function AddressValidationModal({
  validation,
  pending,
  onAccept,
  onEdit,
}: {
  validation: AddressValidationResult;
  pending: boolean;
  onAccept: () => void;
  onEdit: () => void;
}) {
  const { suggestion, problems } = validation;
  return (
    <Modal
      opened
      onClose={onEdit}
      title={CT.validationTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="sm">
        <Text>{CT.validationIntro}</Text>
        <List>
          {problems.map((p) => (
            <List.Item key={`${p.code}:${p.field}`}>{p.description}</List.Item>
          ))}
        </List>
        {suggestion ? (
          <section aria-label={CT.suggestion}>
            <Text fw={600}>{CT.suggestion}</Text>
            <AddressText address={suggestion} />
          </section>
        ) : (
          <Text>{CT.noSuggestion}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onEdit} data-autofocus={suggestion ? undefined : true}>
            {CT.editAddress}
          </Button>
          {suggestion ? (
            <Button onClick={onAccept} loading={pending} data-autofocus>
              {CT.acceptSuggestion}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
