import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { vendorText } from '../messages';

export const W9_CERTIFICATIONS = [
  'The number shown on this form is my correct taxpayer identification number.',
  'I am not subject to backup withholding.',
  'I am a U.S. citizen or other U.S. person.',
] as const;

/**
 * The W-9 dialog (spec 3 §2): the confirm button stays disabled until all three certifications are
 * ticked; the dialog traps the Tab key (Mantine's focus trap) and gives focus back on close. The
 * certification is the author's electronic signature: it submits the W-9 (`submits`) unless a
 * paper form was asked for.
 */
export function W9Dialog({
  onConfirm,
  onClose,
  submits = true,
}: {
  onConfirm: () => void;
  onClose: () => void;
  submits?: boolean;
}) {
  const [ticked, setTicked] = useState<boolean[]>([false, false, false]);
  const all = ticked.every(Boolean);
  return (
    <Modal opened onClose={onClose} title="Certify your W-9 information" trapFocus returnFocus size="lg">
      <Stack>
        <Text>Under penalties of perjury, I certify that:</Text>
        {W9_CERTIFICATIONS.map((label, i) => (
          <Checkbox
            key={label}
            label={label}
            checked={ticked[i]}
            data-autofocus={i === 0 ? true : undefined}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setTicked((t) => t.map((v, j) => (j === i ? checked : v)));
            }}
          />
        ))}
        <Text size="sm">{vendorText(submits ? 'w9.signs' : 'w9.paper')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!all} onClick={onConfirm}>
            Certify and save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
