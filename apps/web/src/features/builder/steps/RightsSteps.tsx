import { Alert, Anchor, Checkbox, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  AGE_RANGE_LABELS,
  AGE_RANGES,
  type AgeRange,
  AUDIENCE_LABELS,
  COPYRIGHT_YEAR_MIN,
  copyrightYearMax,
  copyrightYearProblem,
  custom,
  EDITORIAL_REVIEWS_MAX,
  errorDefinition,
  hyphenateIsbn,
  isbnProblem,
  maxLength,
  required,
} from '@quire/domain';
import { Link } from 'react-router';
import { StepHeader } from '../../../components/StepHeader';
import { BacklistMetadata } from '../components/BacklistMetadata';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { stepPath } from '../wizard';
import { RICH_TEXT_HINT } from './AboutStep';

/**
 * book-details/rights-and-other-information: copyright year, mature content, and the age range of
 * a book for kids. The audience itself is asked once, in the categories step (it chooses the
 * category tree); this step says which it is and links there.
 */
export function RightsStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      copyrightYear: {
        label: builderText('rights.field.copyrightYear'),
        initial: project.copyrightYear == null ? '' : String(project.copyrightYear),
        rules: [required(), custom('copyrightYear', (v) => copyrightYearProblem(v))],
      },
      ageRange: {
        label: builderText('rights.field.ageRange'),
        initial: (project.ageRange ?? '') as string,
        rules: [],
      },
    },
    (name, v) =>
      name === 'copyrightYear'
        ? { copyrightYear: Number(v.copyrightYear) }
        : { ageRange: (v.ageRange || null) as AgeRange | null },
  );
  const kids = project.audience === 'JUV';
  return (
    <Stack maw={560}>
      <StepHeader title={builderText('rights.title')}>{builderText('rights.intro')}</StepHeader>
      <TextInput
        label={builderText('rights.copyrightYear')}
        required
        inputMode="numeric"
        description={builderText('rights.copyrightYear.hint', {
          min: COPYRIGHT_YEAR_MIN,
          max: copyrightYearMax(),
        })}
        {...form.field('copyrightYear')}
      />
      <Text size="sm">
        {project.audience
          ? builderText('rights.audience.chosen', { audience: AUDIENCE_LABELS[project.audience] })
          : builderText('rights.audience.notYet')}{' '}
        <Anchor component={Link} to={stepPath(project.id, { section: 'book-details', child: 'categories' })}>
          {project.audience ? builderText('rights.audience.change') : builderText('rights.audience.choose')}
        </Anchor>
      </Text>
      {kids ? (
        <NativeSelect
          label={builderText('rights.ageRange')}
          data={[
            { value: '', label: builderText('rights.ageRange.choose') },
            ...AGE_RANGES.map((a) => ({ value: a, label: AGE_RANGE_LABELS[a] })),
          ]}
          {...form.field('ageRange', { commitOnChange: true })}
        />
      ) : null}
      <Checkbox
        label={builderText('rights.mature')}
        description={builderText('rights.mature.hint')}
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
        label: builderText('reviews.field'),
        initial: project.editorialReviews ?? '',
        rules: [maxLength(EDITORIAL_REVIEWS_MAX)],
      },
    },
    (_, v) => ({ editorialReviews: v.editorialReviews || null }),
  );
  return (
    <Stack maw={640}>
      <StepHeader title={builderText('reviews.title')}>{builderText('reviews.intro')}</StepHeader>
      <Textarea
        label={builderText('reviews.label')}
        rows={8}
        description={RICH_TEXT_HINT}
        {...form.field('editorialReviews')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

/**
 * book-details/isbn (short-run print): the book's own ISBN, checked as typed, and once saved the
 * retail catalogue's metadata for it (a backlist book).
 */
export function IsbnStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      isbn: {
        label: builderText('isbn.field'),
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
      <StepHeader title={builderText('isbn.title')}>{builderText('isbn.intro')}</StepHeader>
      {project.ean ? <Alert title={builderText('isbn.ean')}>{hyphenateIsbn(project.ean)}</Alert> : null}
      <TextInput
        label={builderText('isbn.label')}
        inputMode="numeric"
        description={builderText('isbn.hint')}
        {...form.field('isbn')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
      {/* A saved ISBN the retail catalogue may list: its listing's details can be loaded. */}
      <BacklistMetadata project={project} />
    </Stack>
  );
}
