import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { errorDefinition } from '@quire/domain';
import { useState } from 'react';
import { t } from '../../../i18n';
import { CT } from '../messages';

/** The security-code prompt of 31003 (spec 1 §8): the code goes with the order, never stored. */
export function CvvDialog({
  message,
  pending,
  onSubmit,
  onClose,
}: {
  message: string;
  pending: boolean;
  onSubmit: (cvv: string) => void;
  onClose: () => void;
}) {
  const [cvv, setCvv] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={CT.cvvTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{3,4}$/.test(cvv)) {
            setError(CT.cvvInvalid);
            return;
          }
          onSubmit(cvv);
        }}
      >
        <Stack gap="sm">
          <Text>{message || errorDefinition('31003').message}</Text>
          <TextInput
            label={CT.cvv}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            data-autofocus
            value={cvv}
            error={error}
            onChange={(e) => {
              setCvv(e.currentTarget.value.replace(/\D/g, ''));
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CT.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {CT.cvvSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
