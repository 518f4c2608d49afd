import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { CONTENT_MESSAGES } from '@quire/domain/content/messages';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@quire/domain/content/types';
import { useEffect, useId, useMemo, useRef } from 'react';
import { authorPagesText as T } from '../messages';

export interface PhotoChoice {
  /** The stored photo's address, or null (none, or removed in the form). */
  current: string | null;
  /** A file chosen here, uploaded when the page is saved. */
  file: File | null;
}

/** Why a file cannot be a photo, in the server's words, or null. */
export function photoProblem(file: File): string | null {
  if (file.type && !(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return CONTENT_MESSAGES.imageNotImage;
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return CONTENT_MESSAGES.imageTooLarge;
  return null;
}

/**
 * The page's photo: the stored one or the file just chosen, previewed; a file input to choose one
 * (checked here as the server would) and Remove. The file is sent once the page is saved.
 */
export function PhotoField({
  name,
  value,
  onChange,
  error,
  onError,
}: {
  name: string;
  value: PhotoChoice;
  onChange: (next: PhotoChoice) => void;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? value.current;
  return (
    <Input.Wrapper
      id={`${id}-file`}
      label={T('form.photo')}
      description={T('form.photoHint')}
      error={error ?? undefined}
    >
      <Stack gap="xs" mt={4}>
        {shown ? (
          <figure style={{ margin: 0 }}>
            <img
              src={shown}
              alt={T('form.photoAlt', { name: name || T('form.photo') })}
              style={{ width: 160, height: 160, objectFit: 'cover', borderRadius: '50%', display: 'block' }}
            />
            {value.file ? (
              <Text component="figcaption" size="sm">
                {T('form.photoNew')}
              </Text>
            ) : null}
          </figure>
        ) : null}
        <Group gap="xs">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            aria-label={T('form.photoInput')}
            aria-describedby={`${id}-file-description`}
            aria-invalid={error ? true : undefined}
            accept={CONTENT_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              if (!file) return;
              const problem = photoProblem(file);
              onError(problem);
              if (!problem) onChange({ ...value, file });
              else if (input.current) input.current.value = '';
            }}
          />
          {shown ? (
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                onError(null);
                if (input.current) input.current.value = '';
                onChange({ current: null, file: null });
              }}
            >
              {T('form.photoRemove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
