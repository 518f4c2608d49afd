import { Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { pageLabel, modulesText as T } from './modules/messages';
import '@mantine/core/styles/Fieldset.css';

/** The piece of a form (useForm's) the shared controls below need. */
interface FormLike<N extends string> {
  inputProps: (name: N, options?: { commitOnChange?: boolean }) => object;
  error: (name: N) => string | undefined;
  setValue: (name: N, value: string[]) => void;
  commit: (name: N) => void;
}

/** When a module or banner shows: its start and end in New York time. */
export function ScheduleFieldset({ form }: { form: Pick<FormLike<'startAt' | 'endAt'>, 'inputProps'> }) {
  return (
    <Fieldset legend={T('common.schedule')}>
      <Stack gap="xs">
        <Text size="sm">{T('common.scheduleHint')}</Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="datetime-local"
            label={T('common.start')}
            w={240}
            {...form.inputProps('startAt', { commitOnChange: true })}
          />
          <TextInput
            type="datetime-local"
            label={T('common.end')}
            w={240}
            {...form.inputProps('endAt', { commitOnChange: true })}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The pages a module or banner shows on, ticked among those it may be placed on. */
export function PagesField({
  form,
  value,
  pages,
  description,
}: {
  form: Omit<FormLike<'pages'>, 'inputProps'>;
  value: string[];
  pages: readonly string[];
  description: string;
}) {
  return (
    <Checkbox.Group
      label={T('common.pages')}
      description={description}
      withAsterisk
      value={value}
      error={form.error('pages')}
      onChange={(next) => {
        form.setValue('pages', next);
        form.commit('pages');
      }}
    >
      <Group gap="md" mt={4}>
        {pages.map((p) => (
          <Checkbox key={p} value={p} label={pageLabel(p)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** Save (busy while sending) and Cancel (back to the list). */
export function FormButtons({
  pending,
  saveLabel,
  backHref,
  cancelLabel = T('common.cancel'),
}: {
  pending: boolean;
  saveLabel: string;
  backHref: string;
  cancelLabel?: string;
}) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={pending}>
        {saveLabel}
      </Button>
      <Button component={Link} to={backHref} variant="default">
        {cancelLabel}
      </Button>
    </Group>
  );
}
