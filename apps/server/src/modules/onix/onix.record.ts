import {
  isPositiveMoney,
  isValidIsbn13,
  normalizeMoney,
  ONIX_NAMESPACE,
  ONIX_RELEASE,
  type OnixSaleChange,
  type OnixSaleState,
  onixAccessibilityFeatures,
  onixAgeRange,
  onixAudiences,
  onixContributorRole,
  onixDate,
  onixMeasures,
  onixProductForm,
  onixSaleState,
  onixSentDateTime,
  type Project,
  projectAccessibility,
  xmlSafeText,
} from '@quire/domain';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The ONIX for Books 3.0 <Product> record of a book, in reference tags, written with
 * fast-xml-parser's builder, which escapes every text and attribute (& < > and quotes; decision
 * 027 says why not xmlbuilder2). The tree is the builder's ordered form, since ONIX fixes the
 * order of elements. The code choices are the domain's (`@quire/domain` onix/); where each field
 * comes from, and what is left out, is docs/decisions/027-onix.md.
 */

/** What a record says besides the book: the change it tells, when, and who supplies the book. */
export interface RecordContext {
  change: OnixSaleChange;
  at: Date;
  /** The operator (OPERATOR_NAME): the sender of the message and the supplier of the book. */
  operatorName: string;
}

/** The record's reference: unique and stable for the life of the book, whatever else changes. */
export const recordReference = (projectId: string) => `quire.project.${projectId}`;

/** An element in the builder's ordered form: `{ Name: [children], ':@': { '@_attr': value } }`. */
type XmlNode = Record<string, unknown>;
type Child = XmlNode | null | false | undefined;

const OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text ("03" is a code, not the number 3) and whitespace stays as written.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
} as const;
const compact = new XMLBuilder({ ...OPTIONS, suppressEmptyNode: true, format: false });
const pretty = new XMLBuilder({ ...OPTIONS, suppressEmptyNode: true, format: true, indentBy: '  ' });
const parser = new XMLParser(OPTIONS);

function el(name: string, children: Child[], attrs?: Record<string, string>): XmlNode {
  const node: XmlNode = { [name]: children.filter((c): c is XmlNode => Boolean(c)) };
  if (attrs) node[':@'] = Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@_${k}`, v]));
  return node;
}
/** An element holding text: codes, numbers and the book's own words (XML-safe, escaped by the builder). */
const leaf = (name: string, value: string | number, attrs?: Record<string, string>): XmlNode =>
  el(name, [{ '#text': xmlSafeText(String(value)) }], attrs);
const empty = (name: string): XmlNode => el(name, []);

/**
 * Free text of the book: XML-safe and trimmed, or null when nothing is left. ONIX's one-line texts
 * (titles, names: NonEmptyString, pattern '.*\S.*') take no line break, so a pasted one becomes a
 * space; only the description keeps its lines.
 */
const plain = (text: string | null | undefined, lines: 'one' | 'many' = 'one'): string | null => {
  const safe = text ? xmlSafeText(text) : '';
  const value = (lines === 'one' ? safe.replace(/\s*[\r\n]+\s*/g, ' ') : safe).trim();
  return value ? value : null;
};

function identifiers(p: Project): XmlNode[] {
  const id = (type: string, value: string, name?: string) =>
    el('ProductIdentifier', [
      leaf('ProductIDType', type),
      name ? leaf('IDTypeName', name) : null,
      leaf('IDValue', value),
    ]);
  const ids = [id('01', p.id, 'Quire project id')];
  if (p.isbn && isValidIsbn13(p.isbn)) ids.push(id('03', p.isbn), id('15', p.isbn));
  return ids;
}

function contributors(p: Project): XmlNode[] {
  const people = p.contributors
    .map((c) => ({ role: c.role, first: plain(c.firstName), last: plain(c.lastName) }))
    .filter((c) => c.first || c.last);
  if (people.length === 0) return [empty('NoContributor')];
  return people.map((c, i) =>
    el('Contributor', [
      leaf('SequenceNumber', i + 1),
      leaf('ContributorRole', onixContributorRole(c.role)),
      leaf('PersonName', [c.first, c.last].filter(Boolean).join(' ')),
      c.first && c.last ? leaf('PersonNameInverted', `${c.last}, ${c.first}`) : null,
      c.first && c.last ? leaf('NamesBeforeKey', c.first) : null,
      leaf('KeyNames', (c.last ?? c.first) as string),
    ]),
  );
}

function collection(p: Project): XmlNode | null {
  const series = plain(p.seriesName);
  if (!series) return null;
  return el('Collection', [
    leaf('CollectionType', '10'),
    el('TitleDetail', [
      leaf('TitleType', '01'),
      el('TitleElement', [
        leaf('TitleElementLevel', '02'),
        p.seriesNumber != null ? leaf('PartNumber', p.seriesNumber) : null,
        leaf('TitleText', series),
      ]),
    ]),
  ]);
}

/**
 * An eBook's accessibility (decision 046): list 196 details and list 143 hazards as
 * <ProductFormFeature>s, from its EPUB's metadata with the author's statement over it.
 */
function accessibilityFeatures(p: Project): XmlNode[] {
  if (p.type !== 'EBOOK') return [];
  const report = projectAccessibility(p);
  return onixAccessibilityFeatures(report.metadata, report.status).map((f) => {
    const description = f.description ? plain(f.description) : null;
    return el('ProductFormFeature', [
      leaf('ProductFormFeatureType', f.type),
      leaf('ProductFormFeatureValue', f.value),
      description ? leaf('ProductFormFeatureDescription', description) : null,
    ]);
  });
}

function descriptiveDetail(p: Project): XmlNode {
  const form = onixProductForm(p.type, p.coverFormat);
  const subtitle = plain(p.subtitle);
  const subjects = p.categories.map((c) => c.bisac?.trim()).filter((code): code is string => Boolean(code));
  const ages = onixAgeRange(p.ageRange);
  return el('DescriptiveDetail', [
    leaf('ProductComposition', '00'),
    leaf('ProductForm', form.form),
    ...form.details.map((d) => leaf('ProductFormDetail', d)),
    ...accessibilityFeatures(p),
    ...onixMeasures(p).map((m) =>
      el('Measure', [
        leaf('MeasureType', m.type),
        leaf('Measurement', m.value),
        leaf('MeasureUnitCode', m.unit),
      ]),
    ),
    collection(p),
    el('TitleDetail', [
      leaf('TitleType', '01'),
      el('TitleElement', [
        leaf('TitleElementLevel', '01'),
        leaf('TitleText', plain(p.title) ?? 'Untitled'),
        subtitle ? leaf('Subtitle', subtitle) : null,
      ]),
    ]),
    ...contributors(p),
    p.languageCode
      ? el('Language', [leaf('LanguageRole', '01'), leaf('LanguageCode', p.languageCode)])
      : null,
    p.type !== 'EBOOK' && p.pageCount && p.pageCount > 0
      ? el('Extent', [leaf('ExtentType', '00'), leaf('ExtentValue', p.pageCount), leaf('ExtentUnit', '03')])
      : null,
    ...subjects.map((code, i) =>
      el('Subject', [
        i === 0 ? empty('MainSubject') : null,
        leaf('SubjectSchemeIdentifier', '10'),
        leaf('SubjectCode', code),
      ]),
    ),
    ...onixAudiences(p.audience, p.mature).map((a) =>
      el('Audience', [leaf('AudienceCodeType', a.codeType), leaf('AudienceCodeValue', a.value)]),
    ),
    ages
      ? el('AudienceRange', [
          leaf('AudienceRangeQualifier', ages.qualifier),
          leaf('AudienceRangePrecision', '03'),
          leaf('AudienceRangeValue', ages.from),
          leaf('AudienceRangePrecision', '04'),
          leaf('AudienceRangeValue', ages.to),
        ])
      : null,
  ]);
}

function collateralDetail(p: Project): XmlNode | null {
  const description = plain(p.description, 'many');
  if (!description) return null;
  return el('CollateralDetail', [
    el('TextContent', [
      leaf('TextType', '03'),
      leaf('ContentAudience', '00'),
      // The sanitised rich text of the description, as HTML (list 34: 02), escaped by the builder.
      leaf('Text', description, { textformat: '02' }),
    ]),
  ]);
}

/** The publisher: the book's publisher name, else its first author (the author publishes), else the operator. */
function publisherName(p: Project, operatorName: string): string {
  const author = p.contributors.find((c) => c.role === 'A') ?? p.contributors[0];
  const authorName = author ? plain(`${author.firstName} ${author.lastName}`) : null;
  return plain(p.publisherName) ?? authorName ?? operatorName;
}

/** The publication date: the one the author gave, else the day the book went (or goes) on sale. */
function publicationDate(p: Project, state: OnixSaleState, at: Date): string | null {
  if (state.forthcoming) return onixDate(p.publicationDate) ?? onixDate(p.onSaleDate);
  return onixDate(p.publicationDate) ?? onixDate(p.publishedDate) ?? onixDate(p.onSaleDate) ?? onixDate(at);
}

function publishingDetail(p: Project, state: OnixSaleState, ctx: RecordContext): XmlNode {
  const published = publicationDate(p, state, ctx.at);
  const embargo = state.forthcoming ? onixDate(p.onSaleDate) : null;
  const date = (role: string, value: string) =>
    el('PublishingDate', [leaf('PublishingDateRole', role), leaf('Date', value)]);
  return el('PublishingDetail', [
    el('Publisher', [
      leaf('PublishingRole', '01'),
      leaf('PublisherName', publisherName(p, ctx.operatorName)),
    ]),
    leaf('PublishingStatus', state.publishingStatus),
    published ? date('01', published) : null,
    embargo ? date('02', embargo) : null,
    p.copyrightYear ? el('CopyrightStatement', [leaf('CopyrightYear', p.copyrightYear)]) : null,
    el('SalesRights', [leaf('SalesRightsType', '01'), el('Territory', [leaf('RegionsIncluded', 'WORLD')])]),
  ]);
}

function price(p: Project): XmlNode {
  const amount = normalizeMoney(p.listPrice);
  if (amount === null) return leaf('UnpricedItemType', '02'); // price to be announced
  if (!isPositiveMoney(amount)) return leaf('UnpricedItemType', '01'); // free of charge
  return el('Price', [leaf('PriceType', '01'), leaf('PriceAmount', amount), leaf('CurrencyCode', 'USD')]);
}

function productSupply(p: Project, state: OnixSaleState, ctx: RecordContext): XmlNode {
  const available = state.forthcoming ? onixDate(p.onSaleDate) : null;
  return el('ProductSupply', [
    el('Market', [el('Territory', [leaf('RegionsIncluded', 'WORLD')])]),
    el('MarketPublishingDetail', [leaf('MarketPublishingStatus', state.publishingStatus)]),
    el('SupplyDetail', [
      el('Supplier', [leaf('SupplierRole', '03'), leaf('SupplierName', ctx.operatorName)]),
      leaf('ProductAvailability', state.productAvailability),
      available ? el('SupplyDate', [leaf('SupplyDateRole', '08'), leaf('Date', available)]) : null,
      price(p),
    ]),
  ]);
}

/** The <Product> of a book at `ctx.at`, as a self-contained element (it declares the ONIX namespace). */
export function productXml(p: Project, ctx: RecordContext): { xml: string; state: OnixSaleState } {
  const state = onixSaleState(ctx.change, { preOrder: p.preOrder, onSaleDate: p.onSaleDate }, ctx.at);
  const product = el(
    'Product',
    [
      leaf('RecordReference', recordReference(p.id)),
      leaf('NotificationType', state.notificationType),
      ...identifiers(p),
      descriptiveDetail(p),
      collateralDetail(p),
      publishingDetail(p, state, ctx),
      productSupply(p, state, ctx),
    ],
    { xmlns: ONIX_NAMESPACE },
  );
  return { xml: compact.build([product]), state };
}

/** A recorded <Product> read back as a tree for a message, without its own (the message's) namespace declaration. */
function recorded(xml: string): XmlNode {
  const nodes = parser.parse(xml) as XmlNode[];
  const product = nodes.find((n) => 'Product' in n);
  if (!product || nodes.length !== 1) throw new Error('an ONIX feed entry holds no single <Product>');
  const attrs = product[':@'] as Record<string, string> | undefined;
  if (attrs?.['@_xmlns'] === ONIX_NAMESPACE) {
    const { '@_xmlns': _ns, ...rest } = attrs;
    return Object.keys(rest).length ? { ...product, ':@': rest } : { Product: product.Product };
  }
  return product;
}

/**
 * A complete <ONIXMessage>: the header (sender, time) and these <Product> records, each as recorded
 * (read back through the XML parser, so a stored record is well-formed before it is sent again),
 * or <NoProduct/> when there are none.
 */
export function onixMessage(products: readonly string[], header: { operatorName: string; at: Date }): string {
  const message = el(
    'ONIXMessage',
    [
      el('Header', [
        el('Sender', [leaf('SenderName', header.operatorName)]),
        leaf('SentDateTime', onixSentDateTime(header.at)),
      ]),
      // A page of the feed with nothing in it is still a valid message: <NoProduct/> (3.0.2).
      ...(products.length ? products.map(recorded) : [empty('NoProduct')]),
    ],
    { xmlns: ONIX_NAMESPACE, release: ONIX_RELEASE },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${pretty.build([message]).trim()}\n`;
}
