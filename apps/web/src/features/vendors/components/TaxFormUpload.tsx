import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { TAX_FORM_ACCEPT, TAX_FORM_MAX_BYTES, TAX_FORM_MESSAGES } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toasts';
import { uploadOwnTaxForm, type VendorInfo, vendorKeys } from '../api';
import { vendorText } from '../messages';

const ACCEPTED_TYPES = TAX_FORM_ACCEPT.split(',');
const ACCEPTED_NAME = /\.(pdf|png|jpe?g)$/i;

/** What can be told before sending: the size, and a type that is plainly not a PDF or an image. */
function problemOf(file: File): string | null {
  if (file.size === 0) return TAX_FORM_MESSAGES.empty;
  if (file.size > TAX_FORM_MAX_BYTES) return TAX_FORM_MESSAGES.tooLarge;
  if (!ACCEPTED_TYPES.includes(file.type) && !ACCEPTED_NAME.test(file.name))
    return TAX_FORM_MESSAGES.wrongKind;
  return null;
}

/**
 * The author's upload of the signed W-8/W-9, where the page asks for it (also while Pending). A
 * form of its own, operated from the keyboard (the file button and Upload); the server checks
 * the content again and says why in words on the file field.
 */
export function TaxFormUpload({ info }: { info: VendorInfo }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? problemOf(chosen) : null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = file ? problemOf(file) : TAX_FORM_MESSAGES.noFile;
    if (problem || !file) {
      setError(problem);
      return;
    }
    setPending(true);
    try {
      const saved = await uploadOwnTaxForm(file, (failure) =>
        setError(failure.items.find((i) => i.field === 'file')?.description ?? failure.message),
      );
      client.setQueryData(vendorKeys.info, saved);
      showToast({ message: vendorText('upload.done'), tone: 'success' });
    } catch {
      // Refusals on the file are shown on it; other failures went to the error dialog.
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={vendorText('upload.label')}>
      <Stack gap="xs">
        <FileInput
          label={vendorText('upload.label')}
          description={`${info.taxForm.form}. ${vendorText('upload.description')}`}
          placeholder={vendorText('upload.placeholder')}
          accept={TAX_FORM_ACCEPT}
          value={file}
          onChange={choose}
          error={error}
          disabled={pending}
          clearable
          required
        />
        {pending && file ? (
          <Stack gap={4} role="status">
            <Text size="sm">{vendorText('upload.working', { name: file.name })}</Text>
            <Progress
              value={100}
              animated
              striped
              aria-label={vendorText('upload.working', { name: file.name })}
            />
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {vendorText('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
