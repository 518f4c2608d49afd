import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  AppErrorBase,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  CONTENT_MESSAGES as M,
} from '@quire/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { locale } from '../../../i18n';
import type { ImageUploader, UploadedImage } from '../api/modules';
import { modulesText as T } from './modules/messages';
import '@mantine/dropzone/styles.css';

/** An image of a module or banner: the stored file, where it loads from, its size when just uploaded. */
export type ImageValue = Pick<UploadedImage, 'filePath'> & { url: string | null } & Partial<
    Pick<UploadedImage, 'width' | 'height' | 'bytes'>
  >;

export interface ImageUploadProps {
  /** The control's visible label ("Image"). */
  label: string;
  /** What the image is of, in the accessible names ("column 1"). */
  what: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** The call that stores a file (site-module-image-upload, banner-image-upload). */
  upload: ImageUploader;
  /** The form's message for this control (required, or the server's on save). */
  error?: string | null | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** The image types by MIME type or, where the browser gives none, by extension. */
const EXTENSIONS: Record<(typeof CONTENT_IMAGE_TYPES)[number], string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};
const ACCEPT = Object.fromEntries(CONTENT_IMAGE_TYPES.map((t) => [t, EXTENSIONS[t]]));

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / (1024 * 1024),
      )
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, Math.round(bytes / 1024)),
      );

/** Why the drop zone refused a file, in the server's words. */
function rejection(rejections: readonly FileRejection[], count: number): string {
  if (count > 1) return T('image.many');
  const codes = rejections[0]?.errors.map((e) => e.code) ?? [];
  if (codes.includes('file-too-large')) return M.imageTooLarge;
  return M.imageNotImage;
}

/**
 * The image of a module or banner: a drop zone with a "Choose an image" button for keyboards, one
 * file at a time. The file is sent at once with its progress shown (a progress bar with its value);
 * then the stored, re-encoded image shows with its pixels and size. A refusal (not an image, over
 * 5 MB) is said in the server's words beside the control, and nothing changes.
 */
export function ImageUpload({
  label,
  what,
  value,
  onChange,
  upload,
  error,
  required,
  disabled,
}: ImageUploadProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const open = useRef<() => void>(null);
  const controller = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const shown = refusal ?? (error ? [error] : null);
  const describedBy = shown ? `${hintId} ${errorId}` : hintId;

  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    setRefusal(null);
    setSending({ name: file.name, percent: 0 });
    try {
      const stored = await upload(
        file,
        (percent) => setSending((s) => (s ? { ...s, percent } : s)),
        abort.signal,
      );
      onChange({ ...stored });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setRefusal(e instanceof AppErrorBase ? e.items.map((i) => i.description) : [M.imageNotImage]);
    } finally {
      if (controller.current === abort) controller.current = null;
      setSending(null);
    }
  }

  return (
    <Stack gap={6}>
      <Text component="div" size="sm" fw={500}>
        {label}
        {required ? (
          <Text span c="red.9" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Text>
      {value?.url ? (
        <figure style={{ margin: 0 }}>
          <img
            src={value.url}
            alt={T('image.storedAlt', { what })}
            style={{ maxWidth: '100%', maxHeight: 240, display: 'block' }}
          />
          {value.width && value.height && value.bytes !== undefined ? (
            <Text component="figcaption" size="sm">
              {T('image.stored', { width: value.width, height: value.height, size: sizeOf(value.bytes) })}
            </Text>
          ) : null}
        </figure>
      ) : null}
      <Dropzone
        role="group"
        aria-label={T('image.zone', { what })}
        aria-describedby={describedBy}
        accept={ACCEPT}
        multiple={false}
        maxFiles={1}
        maxSize={CONTENT_IMAGE_MAX_BYTES}
        disabled={disabled || sending !== null}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        openRef={open}
        inputProps={{ 'aria-label': T('image.input', { what }) }}
        onDrop={() => undefined}
        onDropAny={(files, rejections) => {
          const file = files[0];
          if (rejections.length > 0 || files.length !== 1 || !file) {
            setRefusal([rejection(rejections, files.length + rejections.length)]);
            return;
          }
          void send(file);
        }}
      >
        <Stack align="center" gap="xs" py="sm">
          <Text id={hintId} size="sm" ta="center">
            {T('image.hint')}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={disabled || sending !== null}
              aria-label={T('image.chooseFor', { what })}
              aria-describedby={describedBy}
              aria-invalid={shown ? true : undefined}
              onClick={() => open.current?.()}
            >
              {T('image.choose')}
            </Button>
            {value ? (
              <Button
                variant="default"
                disabled={disabled || sending !== null}
                aria-label={T('image.removeFor', { what })}
                onClick={() => {
                  setRefusal(null);
                  onChange(null);
                }}
              >
                {T('image.remove')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Dropzone>
      {sending ? (
        <Stack gap={4}>
          <Progress.Root size="lg">
            <Progress.Section
              value={sending.percent}
              aria-label={T('image.uploading', { name: sending.name })}
            />
          </Progress.Root>
          <Group gap="sm">
            <Text size="sm">{T('image.percent', { percent: sending.percent, name: sending.name })}</Text>
            <Button size="compact-sm" variant="default" onClick={() => controller.current?.abort()}>
              {T('image.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Text id={errorId} role="alert" c="red.9" size="sm">
        {shown?.join(' ')}
      </Text>
    </Stack>
  );
}
