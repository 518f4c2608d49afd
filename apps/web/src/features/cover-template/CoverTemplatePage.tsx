import { Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  COVER_FORMAT_LABELS,
  COVER_FORMATS,
  type CoverFormat,
  type CoverLayout,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  type PaperColor,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  type PrintColor,
  spineTextAllowed,
} from '@quire/domain';
import { useId, useMemo, useState } from 'react';
import { CoverGuides, GuideLegend } from '../../components/CoverGuides';
import { usePageTitle } from '../../lib/use-page-title';
import { inches, millimetres } from './geometry';
import { templateText } from './messages';
import {
  TEMPLATE_DEFAULTS,
  type TemplateValues,
  templateState,
  trimChoice,
  withCoverFormat,
} from './template-form';
import './cover-template.css';

const LABELS = {
  back: templateText('template.label.back'),
  front: templateText('template.label.front'),
  spine: templateText('template.label.spine'),
  barcode: templateText('template.label.barcode'),
  flap: templateText('template.label.flap'),
};

function Results({ layout, pageCount }: { layout: CoverLayout; pageCount: number }) {
  const { size } = layout;
  const rows: [string, string][] = [
    [
      templateText('template.spineWidth'),
      templateText('template.inMm', { inches: inches(size.spineIn), mm: millimetres(size.spineIn) }),
    ],
    [
      templateText('template.fullCover'),
      templateText('template.size', {
        width: inches(size.widthIn),
        height: inches(size.heightIn),
        wmm: millimetres(size.widthIn),
        hmm: millimetres(size.heightIn),
      }),
    ],
    [
      templateText('template.panel'),
      templateText('template.size', {
        width: inches(size.coverWidthIn),
        height: inches(size.coverHeightIn),
        wmm: millimetres(size.coverWidthIn),
        hmm: millimetres(size.coverHeightIn),
      }),
    ],
    [
      templateText('template.bleed'),
      templateText('template.inMm', { inches: inches(size.bleedIn), mm: millimetres(size.bleedIn) }),
    ],
  ];
  return (
    <>
      <dl className="template-facts" aria-live="polite">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <Text size="sm">
        {templateText('template.pixels', {
          width: Math.round(size.widthIn * 300),
          height: Math.round(size.heightIn * 300),
        })}
      </Text>
      {spineTextAllowed(pageCount) ? null : <Text size="sm">{templateText('template.spineNoText')}</Text>}
    </>
  );
}

/**
 * The book cover template generator (spec 1 §2, route /book-cover-template-generator): the spine
 * width and full cover size for a trim, page count, paper, ink and cover format, drawn live, and
 * the PDF template from `GET /api/project/generateCover`.
 */
export default function CoverTemplatePage() {
  usePageTitle(templateText('template.title'));
  const [values, setValues] = useState<TemplateValues>(TEMPLATE_DEFAULTS);
  const state = useMemo(() => templateState(values), [values]);
  const { options } = trimChoice(values);
  const resultsId = useId();
  const downloadHintId = useId();
  const set = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{templateText('template.title')}</Title>
      <Text>{templateText('template.intro')}</Text>
      <div className="template-grid">
        <form aria-label={templateText('template.form')} onSubmit={(e) => e.preventDefault()} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={templateText('template.coverFormat')}
              value={values.coverFormat}
              onChange={(e) => {
                const format = e.currentTarget.value as CoverFormat;
                setValues((v) => withCoverFormat(v, format));
              }}
              data={COVER_FORMATS.map((f) => ({ value: f, label: COVER_FORMAT_LABELS[f] }))}
            />
            <NativeSelect
              label={templateText('template.trimSize')}
              description={templateText('template.trimSize.hint')}
              value={values.pageSize}
              onChange={(e) => set('pageSize', e.currentTarget.value)}
              data={options.map((t) => ({
                value: t.pageSize,
                label: templateText('template.trimSize.option', { width: t.widthIn, height: t.heightIn }),
              }))}
            />
            <TextInput
              label={templateText('template.pageCount')}
              description={templateText('template.pageCount.hint')}
              inputMode="numeric"
              value={values.pageCount}
              onChange={(e) => set('pageCount', e.currentTarget.value)}
              error={state.pageCountError}
            />
            <NativeSelect
              label={templateText('template.paperColor')}
              value={values.paperColor}
              onChange={(e) => set('paperColor', e.currentTarget.value as PaperColor)}
              data={PAPER_COLORS.map((c) => ({ value: c, label: PAPER_COLOR_LABELS[c] }))}
            />
            <NativeSelect
              label={templateText('template.printColor')}
              value={values.printColor}
              onChange={(e) => set('printColor', e.currentTarget.value as PrintColor)}
              data={PRINT_COLORS.map((c) => ({ value: c, label: PRINT_COLOR_LABELS[c] }))}
            />
          </Stack>
        </form>
        <section aria-labelledby={resultsId}>
          <Title order={2} size="h3" id={resultsId}>
            {templateText('template.results')}
          </Title>
          {state.layout ? (
            <Results layout={state.layout} pageCount={Number(values.pageCount)} />
          ) : (
            <Text id={downloadHintId}>{templateText('template.downloadDisabled')}</Text>
          )}
          {state.downloadHref ? (
            <Button component="a" href={state.downloadHref} download mt="sm">
              {templateText('template.download')}
            </Button>
          ) : (
            <Button mt="sm" disabled aria-describedby={downloadHintId}>
              {templateText('template.download')}
            </Button>
          )}
        </section>
      </div>
      {state.layout ? (
        <figure className="template-figure">
          <CoverGuides
            layout={state.layout}
            labels={LABELS}
            className="template-drawing"
            title={templateText('template.drawing', {
              spine: inches(state.layout.size.spineIn),
              width: inches(state.layout.size.widthIn),
              height: inches(state.layout.size.heightIn),
            })}
          />
          <figcaption>
            <GuideLegend
              title={templateText('template.legend')}
              items={[
                { key: 'trim', text: templateText('template.legend.trim') },
                { key: 'bleed', text: templateText('template.legend.bleed') },
                { key: 'spine', text: templateText('template.legend.spine') },
                { key: 'fold', text: templateText('template.legend.fold') },
                { key: 'safe', text: templateText('template.legend.safe') },
                { key: 'barcode', text: templateText('template.legend.barcode') },
              ]}
            />
          </figcaption>
        </figure>
      ) : null}
    </Stack>
  );
}
