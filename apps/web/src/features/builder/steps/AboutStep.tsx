import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  custom,
  DESCRIPTION_MAX,
  LANGUAGES,
  maxLength,
  PROJECT_MESSAGES,
  RICH_TEXT_ALLOWED_TAGS,
  required,
  SERIES_NAME_MAX,
  TITLE_MAX,
  wholeNumber,
} from '@quire/domain';
import { useRef } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** The rich-text hint: the domain's allow-list, which the server sanitises with. */
export const RICH_TEXT_HINT = builderText('about.richTextHint', {
  tags: RICH_TEXT_ALLOWED_TAGS.map((t) => `<${t}>`).join(' '),
});

const seriesNumberProblem = (v: unknown) => {
  const n = wholeNumber(v);
  return n !== null && n >= 1 && n <= 9999 ? null : PROJECT_MESSAGES.seriesNumber;
};

/** Wrap the selection of a textarea in a tag; answers the new text. */
export function wrapSelection(text: string, start: number, end: number, tag: string): string {
  return `${text.slice(0, start)}<${tag}>${text.slice(start, end)}</${tag}>${text.slice(end)}`;
}

/** book-details/about: title, subtitle, description (limited rich text), language and series. */
export function AboutStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      title: {
        label: builderText('about.field.title'),
        initial: project.title ?? '',
        rules: [required(PROJECT_MESSAGES.title), maxLength(TITLE_MAX)],
      },
      subtitle: {
        label: builderText('about.field.subtitle'),
        initial: project.subtitle ?? '',
        rules: [maxLength(TITLE_MAX)],
      },
      description: {
        label: builderText('about.field.description'),
        initial: project.description ?? '',
        rules: [maxLength(DESCRIPTION_MAX)],
      },
      languageCode: {
        label: builderText('about.field.language'),
        // What the control shows is what is saved: a book without a language asks for one (a
        // shown-but-unsaved English left the book unpublishable with no visible reason).
        initial: project.languageCode ?? '',
        rules: [required(PROJECT_MESSAGES.languageCode)],
      },
      seriesName: {
        label: builderText('about.field.seriesName'),
        initial: project.seriesName ?? '',
        rules: [maxLength(SERIES_NAME_MAX)],
      },
      seriesNumber: {
        label: builderText('about.field.seriesNumber'),
        initial: project.seriesNumber == null ? '' : String(project.seriesNumber),
        rules: [custom('seriesNumber', seriesNumberProblem)],
      },
    },
    (name, v) => {
      if (name === 'seriesNumber') return { seriesNumber: v.seriesNumber ? Number(v.seriesNumber) : null };
      return { [name]: v[name] || null };
    },
  );
  const description = useRef<HTMLTextAreaElement>(null);

  function format(tag: string) {
    const el = description.current;
    if (!el) return;
    const text = wrapSelection(el.value, el.selectionStart, el.selectionEnd, tag);
    form.setValue('description', text);
    form.save.change({ description: text });
    el.focus();
  }

  return (
    <Stack maw={640}>
      <StepHeader title={builderText('about.title')}>{builderText('about.intro')}</StepHeader>
      <TextInput label={builderText('about.bookTitle')} required {...form.field('title')} />
      <TextInput label={builderText('about.subtitle')} {...form.field('subtitle')} />
      <div>
        <Group gap="xs" mb={4} role="toolbar" aria-label={builderText('about.formatting')}>
          <Button size="compact-sm" variant="default" onClick={() => format('b')}>
            {builderText('about.bold')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => format('i')}>
            {builderText('about.italic')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => format('p')}>
            {builderText('about.paragraph')}
          </Button>
        </Group>
        <Textarea
          ref={description}
          label={builderText('about.description')}
          rows={8}
          description={RICH_TEXT_HINT}
          {...form.field('description')}
        />
      </div>
      <NativeSelect
        label={builderText('about.language')}
        required
        data={[
          ...(project.languageCode
            ? []
            : [{ value: '', label: builderText('about.chooseLanguage'), disabled: true }]),
          ...LANGUAGES.map((l) => ({ value: l.code, label: l.name })),
        ]}
        {...form.field('languageCode', { commitOnChange: true })}
      />
      <Checkbox
        label={builderText('about.inSeries')}
        checked={project.inSeries}
        onChange={(e) => void form.save.saveNow({ inSeries: e.currentTarget.checked })}
      />
      {project.inSeries ? (
        <Group grow align="flex-start">
          <TextInput label={builderText('about.seriesName')} {...form.field('seriesName')} />
          <TextInput
            label={builderText('about.seriesNumber')}
            inputMode="numeric"
            {...form.field('seriesNumber')}
          />
        </Group>
      ) : null}
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
