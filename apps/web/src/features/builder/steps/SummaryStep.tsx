import {
  AGE_RANGE_LABELS,
  CONTRIBUTOR_ROLES,
  COVER_FORMAT_LABELS,
  coverFileKind,
  explainStatus,
  formatDisplayDateTime,
  formatPrice,
  PAPER_COLOR_LABELS,
  PRINT_COLOR_LABELS,
  PRINT_TIER_LABELS,
  type Project,
  productCoverUrl,
} from '@quire/domain';
import '../../../components/plain.css';
import { StepHeader } from '../../../components/StepHeader';
import { locale } from '../../../i18n';
import { BacklistMetadata } from '../components/BacklistMetadata';
import { builderText } from '../messages/shell';
import { useWizardScreens } from '../screens';
import type { StepProps } from '../step-props';
import { summaryTitle } from '../wizard';

const NA = builderText('summary.na');
const finishLabel = (c: string) => (c === 'MATTE' || c === 'GLOSS' ? builderText(`size.finish.${c}`) : c);
const or = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? NA : String(v);
const label = <K extends string>(map: Record<K, string>, v: K | null) => (v ? (map[v] ?? v) : NA);

/** One fact of the summary: label, value, and the address when the value is a link. */
export type SummaryRow = [label: string, value: string, href?: string];

/** An address as a row that links to it, or N/A. */
const link = (name: string, url: string | null): SummaryRow => (url ? [name, url, url] : [name, NA]);

/**
 * The read-only book summary of spec 1 §2; every missing value shows N/A. The status reads in
 * words, dates in New York time with the zone, and the cover's address is the public one the
 * product page serves (only an on-sale book has one).
 */
export function bookSummaryRows(p: Project): SummaryRow[] {
  const print = p.type !== 'EBOOK';
  const hasCover = Boolean(p.coverFile ?? p.coverFrontFile);
  const contributors = p.contributors.length
    ? p.contributors
        .map(
          (c) =>
            `${c.firstName} ${c.lastName} (${CONTRIBUTOR_ROLES.find((r) => r.code === c.role)?.label ?? c.role})`,
        )
        .join(', ')
    : NA;
  const [primary, ...others] = p.categories;
  const rows: SummaryRow[] = [
    [builderText('summary.title'), or(p.title)],
    // The public page of an on-sale book, as the server gives it; N/A otherwise.
    link(builderText('summary.productUrl'), p.productPageUrl),
    link(builderText('summary.coverUrl'), hasCover ? productCoverUrl(p) : null),
    [builderText('summary.contributors'), contributors],
    [
      builderText('summary.format'),
      print ? builderText('summary.format.print') : builderText('summary.format.ebook'),
    ],
    [builderText('summary.coverFormat'), print ? label(COVER_FORMAT_LABELS, p.coverFormat) : NA],
    [
      builderText('summary.publicationDate'),
      formatDisplayDateTime(p.publicationDate ?? p.onSaleDate, locale, NA),
    ],
    [builderText('summary.listPrice'), p.listPrice == null ? NA : formatPrice(p.listPrice)],
    [
      builderText('summary.series'),
      p.seriesName ? `${p.seriesName}${p.seriesNumber ? ` #${p.seriesNumber}` : ''}` : NA,
    ],
    [
      builderText('summary.status'),
      explainStatus(p.status, { preOrder: p.preOrder, onSaleDate: p.onSaleDate }).label,
    ],
    [builderText('summary.mature'), p.mature ? builderText('summary.yes') : builderText('summary.no')],
    [builderText('summary.primaryCategory'), primary ? primary.categoryCrumbs : NA],
    [
      builderText('summary.otherCategories'),
      others.length ? others.map((c) => c.categoryCrumbs).join('; ') : NA,
    ],
  ];
  if (p.ageRange) rows.push([builderText('summary.ageRange'), label(AGE_RANGE_LABELS, p.ageRange)]);
  if (print) {
    rows.push(
      [
        builderText('summary.pageSize'),
        p.pageSize ? builderText('summary.pageSize.value', { size: p.pageSize.replace('x', ' × ') }) : NA,
      ],
      [builderText('summary.pageCount'), or(p.pageCount)],
      [builderText('builder.printColor'), label(PRINT_COLOR_LABELS, p.printColor)],
      [builderText('builder.paperColor'), label(PAPER_COLOR_LABELS, p.paperColor)],
      [builderText('summary.coverFinish'), p.coverFinish ? finishLabel(p.coverFinish) : NA],
      [builderText('ultra.summary'), PRINT_TIER_LABELS[p.printTier] ?? PRINT_TIER_LABELS.STANDARD],
    );
  }
  return rows;
}

/** summary: Review & Publish (eBook, short-run print) or Review & Order, with the book summary. */
export function SummaryStep({ project }: StepProps) {
  const { SummaryFiles, SummaryPublish } = useWizardScreens();
  const cover = project.coverFile ?? project.coverFrontFile;
  return (
    <div className="stack builder-summary-page">
      <StepHeader title={summaryTitle(project)}>{builderText('summary.intro')}</StepHeader>
      {SummaryPublish ? <SummaryPublish project={project} /> : null}
      {/* A book without an ISBN step (an eBook's EAN): its retail listing's metadata from here. */}
      {project.type === 'PRINT' ? null : <BacklistMetadata project={project} />}
      <section aria-labelledby="summary-heading" className="builder-summary">
        <h2 className="heading heading-3" id="summary-heading">
          {builderText('summary.heading')}
        </h2>
        {cover && coverFileKind(cover) === 'PDF' ? (
          // A print book's full cover is a PDF, which an <img> cannot show: the summary links to it.
          <a href={cover} target="_blank" rel="noopener" className="builder-cover builder-cover-empty">
            {builderText('summary.coverPdf', { title: project.title ?? builderText('summary.yourBook') })}
          </a>
        ) : cover ? (
          <img
            src={cover}
            alt={builderText('summary.coverOf', { title: project.title ?? builderText('summary.yourBook') })}
            className="builder-cover"
          />
        ) : (
          <div
            className="builder-cover builder-cover-empty"
            role="img"
            aria-label={builderText('summary.noCover')}
          >
            {NA}
          </div>
        )}
        <dl className="builder-facts">
          {bookSummaryRows(project).map(([k, v, href]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{href ? <a href={href}>{v}</a> : v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {SummaryFiles ? <SummaryFiles project={project} /> : null}
    </div>
  );
}
