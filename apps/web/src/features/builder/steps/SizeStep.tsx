import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  COVER_FINISHES,
  COVER_FORMAT_LABELS,
  type CoverFormat,
  custom,
  isPositiveMoney,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  PROJECT_MESSAGES,
  type Project,
  pageCountProblem,
  required,
  TRIM_SIZES,
  ULTRA_PREMIUM_PAGE_SIZES,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { projectKey } from '../../../lib/project-query';
import { acknowledgePageCount } from '../api/project';
import { SaveStatus } from '../components/SaveStatus';
import { isUltraPremiumBook, UltraPremiumNote } from '../components/UltraPremiumNote';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const finishLabel = (c: string) => (c === 'MATTE' || c === 'GLOSS' ? builderText(`size.finish.${c}`) : c);

function sizeForm(p: Project) {
  return {
    pageSize: {
      label: builderText('size.trimSize.field'),
      initial: p.pageSize ?? '',
      rules: [required(PROJECT_MESSAGES.pageSize)],
    },
    coverFormat: {
      label: builderText('size.coverFormat.field'),
      initial: (p.coverFormat ?? '') as string,
      rules: [required(PROJECT_MESSAGES.coverFormat)],
    },
    printColor: {
      label: builderText('size.printColor.field'),
      initial: (p.printColor ?? '') as string,
      rules: [required(PROJECT_MESSAGES.printColor)],
    },
    paperColor: {
      label: builderText('size.paperColor.field'),
      initial: (p.paperColor ?? '') as string,
      rules: [required(PROJECT_MESSAGES.paperColor)],
    },
    coverFinish: {
      label: builderText('size.coverFinish.field'),
      initial: (p.coverFinish ?? '') as string,
      rules: [],
    },
    pageCount: {
      label: builderText('size.pageCount.field'),
      initial: p.pageCount == null ? '' : String(p.pageCount),
      rules: [required(), custom('pageCount', pageCountProblem)],
    },
  };
}

/** The combined size/type of a print project, kept in `bookSizeType`. */
export function bookSizeType(v: { pageSize: string; coverFormat: string; printColor: string }) {
  return v.pageSize && v.coverFormat && v.printColor
    ? `${v.pageSize}-${v.coverFormat}-${v.printColor}`
    : null;
}

const hadPrice = (p: Pick<Project, 'listPrice' | 'quotedPrice'>) =>
  [p.listPrice, p.quotedPrice].some((v) => isPositiveMoney(v));

/**
 * book-size-and-type (print and POD). Every change saves the project; a change of size or type
 * may reset the price and quote (spec 1 §4), and the author is told so.
 */
export function SizeStep({ project }: StepProps) {
  const client = useQueryClient();
  const [resetWarning, setResetWarning] = useState(false);
  const form = useStepForm(project.id, sizeForm(project), (name, v) => {
    if (name === 'pageCount') return { pageCount: Number(v.pageCount) };
    const patch: Record<string, unknown> = { [name]: v[name] || null };
    const type = bookSizeType(v);
    if (type && name !== 'coverFinish' && name !== 'paperColor') patch.bookSizeType = type;
    return patch;
  });
  const trim = TRIM_SIZES.find((t) => t.pageSize === form.values.pageSize);
  // An Ultra Premium book keeps its ink, paper and finish, and takes only Ultra Premium's trims.
  const ultraPremium = isUltraPremiumBook(project);
  const trims = ultraPremium
    ? TRIM_SIZES.filter((t) => ULTRA_PREMIUM_PAGE_SIZES.includes(t.pageSize))
    : TRIM_SIZES;
  const fixed = ultraPremium ? { disabled: true, description: builderText('ultra.fixed') } : {};
  const formats: readonly CoverFormat[] = trim?.coverFormats ?? [];

  async function choose(
    name: 'pageSize' | 'coverFormat' | 'printColor' | 'paperColor' | 'coverFinish',
    value: string,
  ) {
    const before = client.getQueryData<Project>(projectKey(project.id)) ?? project;
    form.setValue(name, value);
    form.commit(name);
    if (name === 'pageSize') {
      const fits = TRIM_SIZES.find((t) => t.pageSize === value)?.coverFormats ?? [];
      if (form.values.coverFormat && !fits.includes(form.values.coverFormat as CoverFormat))
        form.setValue('coverFormat', '');
    }
    const v = form.form.values();
    const patch: Record<string, unknown> = { [name]: value || null };
    if (name === 'pageSize') patch.coverFormat = v.coverFormat || null;
    const type = bookSizeType(v);
    if (type) patch.bookSizeType = type;
    const saved = await form.save.saveNow(patch);
    // The server explains a reset in warningMessage; say it ourselves only when it does not.
    if (saved) setResetWarning(hadPrice(before) && !hadPrice(saved) && !saved.warningMessage);
  }

  const select = (name: 'pageSize' | 'coverFormat' | 'printColor' | 'paperColor' | 'coverFinish') => ({
    ...form.inputProps(name),
    onChange: (e: { currentTarget: { value: string } }) => void choose(name, e.currentTarget.value),
  });

  async function acknowledge() {
    await acknowledgePageCount(client, project.id);
  }

  return (
    <Stack maw={560}>
      <StepHeader title={builderText('size.title')}>{builderText('size.intro')}</StepHeader>
      <UltraPremiumNote project={project} text="ultra.body" />
      {resetWarning ? (
        <Alert color="yellow" title={builderText('size.resetTitle')} role="alert">
          {builderText('size.resetBody')}
        </Alert>
      ) : null}
      {project.warningMessage ? (
        <Alert color="yellow" title={builderText('size.noteTitle')} role="alert">
          {project.warningMessage}
        </Alert>
      ) : null}
      {project.pageCountChanged ? (
        <Alert color="yellow" title={builderText('size.pageCountChangedTitle')}>
          {builderText('size.pageCountChangedBody')}{' '}
          <Button size="xs" variant="light" onClick={() => void acknowledge()}>
            {builderText('size.acknowledge')}
          </Button>
        </Alert>
      ) : null}
      <NativeSelect
        label={builderText('size.trimSize')}
        required
        data={[
          { value: '', label: builderText('size.trimSize.choose') },
          ...trims.map((t) => ({
            value: t.pageSize,
            label: builderText('size.trimSize.option', { width: t.widthIn, height: t.heightIn }),
          })),
        ]}
        {...select('pageSize')}
      />
      <NativeSelect
        label={builderText('size.coverFormat')}
        required
        disabled={!trim}
        description={trim ? undefined : builderText('size.coverFormat.trimFirst')}
        data={[
          { value: '', label: builderText('size.coverFormat.choose') },
          ...formats.map((f) => ({ value: f, label: COVER_FORMAT_LABELS[f] })),
        ]}
        {...select('coverFormat')}
      />
      <NativeSelect
        label={builderText('builder.printColor')}
        required
        data={[
          { value: '', label: builderText('size.printColor.choose') },
          ...PRINT_COLORS.map((c) => ({ value: c, label: PRINT_COLOR_LABELS[c] })),
        ]}
        {...select('printColor')}
        {...fixed}
      />
      <NativeSelect
        label={builderText('builder.paperColor')}
        required
        data={[
          { value: '', label: builderText('size.paperColor.choose') },
          ...PAPER_COLORS.map((c) => ({ value: c, label: PAPER_COLOR_LABELS[c] })),
        ]}
        {...select('paperColor')}
        {...fixed}
      />
      <NativeSelect
        label={builderText('size.coverFinish')}
        data={[
          { value: '', label: builderText('size.coverFinish.choose') },
          ...COVER_FINISHES.map((c) => ({ value: c, label: finishLabel(c) })),
        ]}
        {...select('coverFinish')}
        {...fixed}
      />
      <TextInput
        label={builderText('size.pageCount')}
        required
        inputMode="numeric"
        description={builderText('size.pageCount.hint')}
        {...form.field('pageCount')}
      />
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
