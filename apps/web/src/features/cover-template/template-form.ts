import {
  type CoverFormat,
  type CoverLayout,
  coverLayout,
  type PaperColor,
  type PrintColor,
  pageCountProblem,
  type TrimSize,
  trimSizesFor,
  wholeNumber,
} from '@quire/domain';

/** The generator's form, as the inputs hold it (the page count as typed). */
export interface TemplateValues {
  coverFormat: CoverFormat;
  pageSize: string;
  pageCount: string;
  paperColor: PaperColor;
  printColor: PrintColor;
}

export const TEMPLATE_DEFAULTS: TemplateValues = {
  coverFormat: 'SOFTCOVER',
  pageSize: '6x9',
  pageCount: '200',
  paperColor: 'WHITE',
  printColor: 'BLACK_WHITE',
};

export const GENERATE_COVER_PATH = '/api/project/generateCover';

/** The trim sizes offered for a cover format, and the chosen one if it is among them. */
export function trimChoice(values: Pick<TemplateValues, 'coverFormat' | 'pageSize'>): {
  options: TrimSize[];
  trim: TrimSize | null;
} {
  const options = trimSizesFor(values.coverFormat);
  return { options, trim: options.find((t) => t.pageSize === values.pageSize) ?? null };
}

/** A cover format change keeps the trim size when that format can be bound in it, else takes the first. */
export function withCoverFormat(values: TemplateValues, coverFormat: CoverFormat): TemplateValues {
  const { trim, options } = trimChoice({ coverFormat, pageSize: values.pageSize });
  return { ...values, coverFormat, pageSize: trim?.pageSize ?? options[0]?.pageSize ?? '' };
}

export interface TemplateState {
  /** The page-count message (the domain's even-number rule), or null. */
  pageCountError: string | null;
  layout: CoverLayout | null;
  /** The template PDF's address, or null while the form is not valid. */
  downloadHref: string | null;
}

/** Everything the screen shows for the values: the rule's message, the layout, the download link. */
export function templateState(values: TemplateValues): TemplateState {
  const pageCountError = pageCountProblem(values.pageCount);
  const { trim } = trimChoice(values);
  const pageCount = wholeNumber(values.pageCount);
  if (pageCountError || !trim || pageCount === null)
    return { pageCountError, layout: null, downloadHref: null };
  const layout = coverLayout({
    trim,
    pageCount,
    paperColor: values.paperColor,
    printColor: values.printColor,
    coverFormat: values.coverFormat,
  });
  const query = new URLSearchParams({
    pageSize: trim.pageSize,
    pageCount: String(pageCount),
    paperColor: values.paperColor,
    printColor: values.printColor,
    coverFormat: values.coverFormat,
  });
  return { pageCountError: null, layout, downloadHref: `${GENERATE_COVER_PATH}?${query}` };
}
