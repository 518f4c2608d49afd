import { Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
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
import { lazy, Suspense } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { OnDemandRichTextField } from '../components/OnDemandRichTextField';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import { useNextGuard } from '../next-guard';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

// Shown for an eBook with EAA_ACCESS only: it and its zod schemas stay out of the step's chunk.
const AccessibilitySection = lazy(() =>
  import('../components/AccessibilitySection').then((m) => ({ default: m.AccessibilitySection })),
);

/** The raw-HTML hint (editorial reviews): the domain's allow-list, which the server sanitises with. */
export const RICH_TEXT_HINT = builderText('about.richTextHint', {
  tags: RICH_TEXT_ALLOWED_TAGS.map((t) => `<${t}>`).join(' '),
});

const seriesNumberProblem = (v: unknown) => {
  const n = wholeNumber(v);
  return n !== null && n >= 1 && n <= 9999 ? null : PROJECT_MESSAGES.seriesNumber;
};

/**
 * book-details/about: title, subtitle, description (limited rich text), language and series; an
 * eBook's accessibility for accounts with EAA_ACCESS (decision 046).
 */
export function AboutStep({ project, ctx }: StepProps) {
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
  // Next stays while a field is empty or invalid: the message shows, and the typed value stays.
  useNextGuard(form.validate);
  const description = form.field('description');

  return (
    <Stack maw={640}>
      <StepHeader title={builderText('about.title')}>{builderText('about.intro')}</StepHeader>
      <TextInput label={builderText('about.bookTitle')} required {...form.field('title')} />
      <TextInput label={builderText('about.subtitle')} {...form.field('subtitle')} />
      <OnDemandRichTextField
        label={builderText('about.description')}
        description={builderText('about.editorHint')}
        toolbarLabel={builderText('about.formatting')}
        initialValue={project.description ?? ''}
        error={description.error}
        onChange={(html) => description.onChange({ currentTarget: { value: html } })}
        onBlur={description.onBlur}
      />
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
      {project.type === 'EBOOK' && ctx.accessibility ? (
        <Suspense fallback={null}>
          <AccessibilitySection project={project} save={form.save} />
        </Suspense>
      ) : null}
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
