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
import { SaveStatus } from '../components/SaveStatus';
import { StepHeader } from '../components/StepHeader';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { RICH_TEXT_HINT } from './AboutStep';

/** book-details/rights-and-other-information: copyright year, mature content, audience and age range. */
export function RightsStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      copyrightYear: {
        label: 'copyright year',
        initial: project.copyrightYear == null ? '' : String(project.copyrightYear),
        rules: [required(), custom('copyrightYear', (v) => copyrightYearProblem(v))],
      },
      audience: {
        label: 'audience',
        initial: (project.audience ?? '') as string,
        rules: [required(PROJECT_MESSAGES.audience)],
      },
      ageRange: { label: 'age range', initial: (project.ageRange ?? '') as string, rules: [] },
    },
    (name, v) =>
      name === 'copyrightYear' ? { copyrightYear: Number(v.copyrightYear) } : { [name]: v[name] || null },
  );
  const kids = form.values.audience === 'JUV';
  return (
    <Stack maw={560}>
      <StepHeader title="Rights and other information">
        Tell readers and stores who the book is for and when it was first copyrighted.
      </StepHeader>
      <TextInput
        label="Copyright year"
        required
        inputMode="numeric"
        description={`From ${COPYRIGHT_YEAR_MIN} to ${copyrightYearMax()}.`}
        {...form.field('copyrightYear')}
      />
      <NativeSelect
        label="Audience"
        required
        data={[
          { value: '', label: 'Choose an audience' },
          ...AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] })),
        ]}
        {...form.field('audience', { commitOnChange: true })}
      />
      {kids ? (
        <NativeSelect
          label="Age range"
          data={[
            { value: '', label: 'Choose an age range' },
            ...AGE_RANGES.map((a) => ({ value: a, label: AGE_RANGE_LABELS[a] })),
          ]}
          {...form.field('ageRange', { commitOnChange: true })}
        />
      ) : null}
      <Checkbox
        label="This book contains mature content"
        description="Explicit sexual content, graphic violence or other material unsuitable for readers under 18."
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
        label: 'editorial reviews',
        initial: project.editorialReviews ?? '',
        rules: [maxLength(EDITORIAL_REVIEWS_MAX)],
      },
    },
    (_, v) => ({ editorialReviews: v.editorialReviews || null }),
  );
  return (
    <Stack maw={640}>
      <StepHeader title="Editorial reviews">
        Add short quotes from published reviews or endorsements, each with the reviewer’s name and
        publication. This is optional.
      </StepHeader>
      <Textarea
        label="Editorial reviews"
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
        label: 'ISBN',
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
      <StepHeader title="ISBN">
        Enter the ISBN-13 (or ISBN-10) you own for this edition. Each format of a book needs its own ISBN.
      </StepHeader>
      {project.ean ? <Alert title="Assigned EAN">{project.ean}</Alert> : null}
      <TextInput
        label="ISBN"
        inputMode="numeric"
        description="Hyphens and spaces are fine."
        {...form.field('isbn')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
