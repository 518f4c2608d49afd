import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { type ElementType, type FileKind, shortenFileName } from '@quire/domain';
import { useId, useRef, useState } from 'react';
import { dropzoneAccept, formatBytes, kindsText } from '../lib/accept';
import { filesText } from '../messages';

export interface FileDropzoneProps {
  elementType: ElementType;
  /** The element as the author calls it: "interior", "front cover". */
  what: string;
  kinds: readonly FileKind[];
  maxBytes: number;
  /** A refusal from the server (the envelope's words), shown on the field. */
  error?: string | null;
  disabled?: boolean;
  /** Called with an accepted file; the chosen name shows until the returned promise settles. */
  onFile: (file: File) => Promise<void> | void;
}

/** Why a drop was refused, in the author's words (spec 1 §5). */
export function rejectionMessage(
  rejections: readonly { file: File; errors: readonly { code: string; message: string }[] }[],
  kinds: readonly FileKind[],
  maxBytes: number,
): string {
  const kindList = kindsText(kinds, filesText('files.drop.or'));
  const tooMany =
    rejections.length > 1 || rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
  if (tooMany) return filesText('files.error.many', { count: rejections.length });
  const first = rejections[0];
  if (!first) return '';
  const name = shortenFileName(first.file.name);
  const codes = first.errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return filesText('files.error.type', { name, kinds: kindList });
  if (codes.includes('file-too-large'))
    return filesText('files.error.size', {
      name,
      size: formatBytes(first.file.size),
      max: formatBytes(maxBytes),
    });
  if (codes.includes('file-empty')) return filesText('files.error.empty', { name });
  return first.errors[0]?.message ?? '';
}

const emptyFile = (file: File) =>
  file.size === 0
    ? { code: 'file-empty', message: filesText('files.error.empty', { name: file.name }) }
    : null;

/**
 * The drop zone of spec 1 §5: only files of the accept list, one at a time (several are refused
 * with a message), a long name shortened for display, a "Choose file" button for keyboards, and
 * the hint and errors tied to it for screen readers.
 */
export function FileDropzone({
  elementType,
  what,
  kinds,
  maxBytes,
  error,
  disabled,
  onFile,
}: FileDropzoneProps) {
  const open = useRef<() => void>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = refusal ?? error ?? null;
  const kindList = kindsText(kinds, filesText('files.drop.or'));
  const label = filesText('files.drop.label', { what });

  return (
    <Stack gap={4}>
      <Dropzone
        role="group"
        aria-label={filesText('files.drop.zone', { what })}
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        data-element={elementType}
        className="files-dropzone"
        accept={dropzoneAccept(kinds)}
        multiple={false}
        maxFiles={1}
        maxSize={maxBytes}
        validator={emptyFile}
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        openRef={open}
        inputProps={{ 'aria-label': label }}
        onDrop={() => undefined}
        onDropAny={(files, rejections) => {
          // One file at a time: several are all refused, not the first taken and the rest dropped.
          const file = files[0];
          if (rejections.length > 0 || files.length !== 1 || !file) {
            setChosen(null);
            setRefusal(
              rejectionMessage(
                files.length + rejections.length > 1
                  ? [...files.map((f) => ({ file: f, errors: [] })), ...rejections]
                  : rejections,
                kinds,
                maxBytes,
              ),
            );
            return;
          }
          setRefusal(null);
          setChosen(file.name);
          void Promise.resolve(onFile(file)).finally(() => setChosen(null));
        }}
      >
        <Stack align="center" gap="xs" py="md">
          <Text id={hintId} ta="center">
            {filesText('files.drop.hint', { kinds: kindList })}{' '}
            <Text span size="sm" c="dimmed">
              {filesText('files.drop.limits', { kinds: kindList, max: formatBytes(maxBytes) })}
            </Text>
          </Text>
          <Group>
            <Button
              variant="light"
              disabled={disabled}
              aria-label={filesText('files.drop.chooseFor', { what })}
              aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
              onClick={() => open.current?.()}
            >
              {filesText('files.drop.choose')}
            </Button>
          </Group>
          {chosen ? (
            <Text size="sm" title={chosen} data-testid="chosen-file">
              {filesText('files.drop.chosen', { name: shortenFileName(chosen) })}
            </Text>
          ) : null}
        </Stack>
      </Dropzone>
      <Text id={errorId} role="alert" c="red.9" size="sm" className="files-error">
        {shown}
      </Text>
    </Stack>
  );
}
