import { Alert, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  AGE_RANGE_LABELS,
  AGE_RANGES,
  AUDIENCE_LABELS,
  AUDIENCES,
  COPYRIGHT_YEAR_MIN,
  copyrightYearMax,
  copyrightYearProblem,
  custom,
  EDITORIAL_REVIEWS_MAX,
  errorDefinition,
  isbnProblem,
  maxLength,
  PROJECT_MESSAGES,
  required,
} from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { RICH_TEXT_HINT } from './AboutStep';

/** book-details/rights-and-other-information: copyright year, mature content, audience and age range. */
export function RightsStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      copyrightYear: {
        label: bt('rights.field.copyrightYear'),
        initial: project.copyrightYear == null ? '' : String(project.copyrightYear),
        rules: [required(), custom('copyrightYear', (v) => copyrightYearProblem(v))],
      },
      audience: {
        label: bt('rights.field.audience'),
        initial: (project.audience ?? '') as string,
        rules: [required(PROJECT_MESSAGES.audience)],
      },
      ageRange: {
        label: bt('rights.field.ageRange'),
        initial: (project.ageRange ?? '') as string,
        rules: [],
      },
    },
    (name, v) =>
      name === 'copyrightYear' ? { copyrightYear: Number(v.copyrightYear) } : { [name]: v[name] || null },
  );
  const kids = form.values.audience === 'JUV';
  return (
    <Stack maw={560}>
      <StepHeader title={bt('rights.title')}>{bt('rights.intro')}</StepHeader>
      <TextInput
        label={bt('rights.copyrightYear')}
        required
        inputMode="numeric"
        description={bt('rights.copyrightYear.hint', { min: COPYRIGHT_YEAR_MIN, max: copyrightYearMax() })}
        {...form.field('copyrightYear')}
      />
      <NativeSelect
        label={bt('rights.audience')}
        required
        data={[
          { value: '', label: bt('rights.audience.choose') },
          ...AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] })),
        ]}
        {...form.field('audience', { commitOnChange: true })}
      />
      {kids ? (
        <NativeSelect
          label={bt('rights.ageRange')}
          data={[
            { value: '', label: bt('rights.ageRange.choose') },
            ...AGE_RANGES.map((a) => ({ value: a, label: AGE_RANGE_LABELS[a] })),
          ]}
          {...form.field('ageRange', { commitOnChange: true })}
        />
      ) : null}
      <Checkbox
        label={bt('rights.mature')}
        description={bt('rights.mature.hint')}
        checked={project.mature}
        onChange={(e) => void form.save.saveNow({ mature: e.currentTarget.checked })}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

/** book-details/editorial-reviews: quotes from reviews and endorsements (limited rich text). */
export function EditorialReviewsStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      editorialReviews: {
        label: bt('reviews.field'),
        initial: project.editorialReviews ?? '',
        rules: [maxLength(EDITORIAL_REVIEWS_MAX)],
      },
    },
    (_, v) => ({ editorialReviews: v.editorialReviews || null }),
  );
  return (
    <Stack maw={640}>
      <StepHeader title={bt('reviews.title')}>{bt('reviews.intro')}</StepHeader>
      <Textarea
        label={bt('reviews.label')}
        rows={8}
        description={RICH_TEXT_HINT}
        {...form.field('editorialReviews')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

/** book-details/isbn (short-run print): the book's own ISBN, checked as typed. */
export function IsbnStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      isbn: {
        label: bt('isbn.field'),
        initial: project.isbn ?? '',
        rules: [
          custom('isbn', (value) => {
            const code = isbnProblem(String(value ?? ''));
            return code ? errorDefinition(code).message : null;
          }),
        ],
      },
    },
    (_, v) => ({ isbn: v.isbn || null }),
  );
  return (
    <Stack maw={560}>
      <StepHeader title={bt('isbn.title')}>{bt('isbn.intro')}</StepHeader>
      {project.ean ? <Alert title={bt('isbn.ean')}>{project.ean}</Alert> : null}
      <TextInput
        label={bt('isbn.label')}
        inputMode="numeric"
        description={bt('isbn.hint')}
        {...form.field('isbn')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
