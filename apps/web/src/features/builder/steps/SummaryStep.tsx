import { Stack, Title } from '@mantine/core';
import {
  AGE_RANGE_LABELS,
  CONTRIBUTOR_ROLES,
  COVER_FORMAT_LABELS,
  formatPrice,
  PAPER_COLOR_LABELS,
  PRINT_COLOR_LABELS,
  type Project,
} from '@quire/domain';
import { StepHeader } from '../components/StepHeader';
import type { StepProps } from '../step-props';
import { summaryTitle } from '../wizard';

const NA = 'N/A';
const FINISH_LABELS: Record<string, string> = { MATTE: 'Matte', GLOSS: 'Gloss' };
const or = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? NA : String(v);
const label = <K extends string>(map: Record<K, string>, v: K | null) => (v ? (map[v] ?? v) : NA);

/** The read-only book summary of spec 1 §2; every missing value shows N/A. */
export function bookSummaryRows(p: Project, origin = ''): [string, string][] {
  const print = p.type !== 'EBOOK';
  const contributors = p.contributors.length
    ? p.contributors
        .map(
          (c) =>
            `${c.firstName} ${c.lastName} (${CONTRIBUTOR_ROLES.find((r) => r.code === c.role)?.label ?? c.role})`,
        )
        .join(', ')
    : NA;
  const [primary, ...others] = p.categories;
  const rows: [string, string][] = [
    ['Title', or(p.title)],
    ['Product page URL', p.ean ? `${origin}/books/${p.ean}` : NA],
    ['Cover image URL', or(p.coverFile ?? p.coverFrontFile)],
    ['Contributors', contributors],
    ['Format', print ? 'Print Book' : 'eBook'],
    ['Cover format', print ? label(COVER_FORMAT_LABELS, p.coverFormat) : NA],
    ['Publication date', or(p.publicationDate ?? p.onSaleDate)],
    ['List price', p.listPrice == null ? NA : formatPrice(p.listPrice)],
    ['Series', p.seriesName ? `${p.seriesName}${p.seriesNumber ? ` #${p.seriesNumber}` : ''}` : NA],
    ['Status', or(p.status)],
    ['Mature', p.mature ? 'Yes' : 'No'],
    ['Primary category', primary ? primary.categoryCrumbs : NA],
    ['Other categories', others.length ? others.map((c) => c.categoryCrumbs).join('; ') : NA],
  ];
  if (p.ageRange) rows.push(['Age range', label(AGE_RANGE_LABELS, p.ageRange)]);
  if (print) {
    rows.push(
      ['Page size', p.pageSize ? `${p.pageSize.replace('x', ' × ')} in` : NA],
      ['Page count', or(p.pageCount)],
      ['Print color', label(PRINT_COLOR_LABELS, p.printColor)],
      ['Paper color', label(PAPER_COLOR_LABELS, p.paperColor)],
      ['Cover finish', p.coverFinish ? (FINISH_LABELS[p.coverFinish] ?? p.coverFinish) : NA],
    );
  }
  return rows;
}

/** summary: Review & Publish (eBook, short-run print) or Review & Order, with the book summary. */
export function SummaryStep({ project }: StepProps) {
  const cover = project.coverFile ?? project.coverFrontFile;
  return (
    <Stack maw={760}>
      <StepHeader title={summaryTitle(project)}>
        Check every detail of your book. Publishing and ordering open once your files are uploaded and
        approved.
      </StepHeader>
      <section aria-labelledby="summary-heading" className="builder-summary">
        <Title order={2} size="h3" id="summary-heading">
          Book summary
        </Title>
        {cover ? (
          <img src={cover} alt={`Cover of ${project.title ?? 'your book'}`} className="builder-cover" />
        ) : (
          <div className="builder-cover builder-cover-empty" role="img" aria-label="No cover yet">
            {NA}
          </div>
        )}
        <dl className="builder-facts">
          {bookSummaryRows(project, typeof window === 'undefined' ? '' : window.location.origin).map(
            ([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ),
          )}
        </dl>
      </section>
    </Stack>
  );
}
