import { Group, NativeSelect, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type AppError,
  formatDisplayDateTime,
  MESSAGE_SEVERITIES,
  MESSAGE_TITLE_MAX,
  MESSAGE_TYPE_IDS,
  MESSAGE_TYPE_LABELS,
  RICH_TEXT_ALLOWED_TAGS,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useState } from 'react';
import { Loading } from '../../../../components/Loading';
import { showToast } from '../../../../components/toasts';
import { locale } from '../../../../i18n';
import { useForm } from '../../../../lib/use-form';
import { type BroadcastMessage, createMessage, messageKeys, updateMessage } from '../../api/messages';
import { FormButtons } from '../FormParts';
import { FormProblems } from '../FormProblems';
import { AudienceFields } from './AudienceFields';
import { EditorPreview } from './EditorPreview';
import { instantOf, type MessageValues, messageForm, messageInput, withControls } from './message-form';
import { messagesText as T } from './messages';

/** The props of a rich-text editor the app may give (the wizard's, composed in src/app). */
export interface RichTextProps {
  label: string;
  description?: string;
  initialValue: string;
  error?: string;
  required?: boolean;
  toolbarLabel: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

export interface MessageEditorProps {
  /** The message as read, to change; none for a new one. */
  loaded?: BroadcastMessage | undefined;
  /** The rich-text editor for the text; without one, a textarea of HTML. */
  richText?: ComponentType<RichTextProps> | undefined;
  /** Where Cancel goes (the list). */
  backHref: string;
  onSaved: (saved: BroadcastMessage) => void;
}

const TAGS = RICH_TEXT_ALLOWED_TAGS.join(', ');

/** 'That is March 5, 2026, 2:30 PM EST.' under a time typed, once it is one. */
function when(hint: string, typed: string): string {
  const at = instantOf(typed);
  return at ? `${hint} ${T('form.at', { when: formatDisplayDateTime(at, locale) })}` : hint;
}

/**
 * A broadcast message, new or read: type, title, text, link, severity, start and end in New York
 * time, and the audience; beside it the live preview and how many accounts it reaches. The
 * domain's rules before sending; the server's field errors on their fields; what was typed stays.
 */
export function MessageEditor({ loaded, richText: RichText, backHref, onSaved }: MessageEditorProps) {
  const form = useForm(messageForm(loaded));
  const client = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const values = form.values as MessageValues;

  /** Field errors on their fields; the rest listed above the form. A 4xx is said here. */
  const onServerError = (e: AppError): boolean => {
    const unattached = form.setServerErrors(withControls(e.items, values['audience.kind']));
    setProblems(unattached.map((i) => i.description));
    return e.status >= 400 && e.status < 500 && e.status !== 401;
  };

  const submit = form.onSubmit(async (raw) => {
    setProblems([]);
    setPending(true);
    try {
      const input = messageInput(loaded, raw as MessageValues);
      const saved = loaded
        ? await updateMessage(input, onServerError)
        : await createMessage(input, onServerError);
      await client.invalidateQueries({ queryKey: messageKeys.all });
      showToast({ message: T('form.saved', { title: saved.title }), tone: 'success' });
      onSaved(saved);
    } catch {
      // Field errors are on their fields; anything else is listed above or reached the central handling.
    } finally {
      setPending(false);
    }
  });

  const detailsProps = {
    label: T('form.details'),
    error: form.error('details'),
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <Stack gap="md">
          <FormProblems problems={problems} title={T('form.problems')} />
          <NativeSelect
            label={T('form.type')}
            data={MESSAGE_TYPE_IDS.map((id) => ({ value: String(id), label: MESSAGE_TYPE_LABELS[id] }))}
            maw={280}
            {...form.inputProps('typeId', { commitOnChange: true })}
          />
          <TextInput
            label={T('form.title')}
            withAsterisk
            maxLength={MESSAGE_TITLE_MAX}
            {...form.inputProps('title')}
          />
          {RichText ? (
            <Suspense fallback={<Loading />}>
              <RichText
                {...detailsProps}
                description={T('form.detailsHint')}
                required
                initialValue={loaded?.details ?? ''}
                toolbarLabel={T('form.toolbar')}
                onChange={(html) => form.setValue('details', html)}
                onBlur={() => form.form.touch('details')}
              />
            </Suspense>
          ) : (
            <Textarea
              {...form.inputProps('details')}
              {...detailsProps}
              description={T('form.detailsTags', { tags: TAGS })}
              withAsterisk
              rows={6}
              ff="monospace"
            />
          )}
          <TextInput label={T('form.link')} description={T('form.linkHint')} {...form.inputProps('link')} />
          <Radio.Group
            label={T('form.severity')}
            value={values.severity}
            onChange={(v) => {
              form.setValue('severity', v);
              form.commit('severity');
            }}
          >
            <Stack gap="xs" mt={4}>
              {MESSAGE_SEVERITIES.map((s) => (
                <Radio
                  key={s}
                  value={s}
                  label={T(`form.severity.${s}`)}
                  description={T(`form.severity.${s}.hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={T('form.start')}
              description={when(T('form.startHint'), values.startAt)}
              w={300}
              {...form.inputProps('startAt', { commitOnChange: true })}
            />
            <TextInput
              type="datetime-local"
              label={T('form.end')}
              description={when(T('form.endHint'), values.endAt)}
              w={300}
              {...form.inputProps('endAt', { commitOnChange: true })}
            />
          </Group>
          <AudienceFields form={form} />
          <FormButtons
            pending={pending}
            saveLabel={T('form.save')}
            backHref={backHref}
            cancelLabel={T('form.cancel')}
          />
        </Stack>
      </form>
      <EditorPreview input={messageInput(loaded, values)} />
    </SimpleGrid>
  );
}
