import {
  coverThumbnail,
  type DeleteFacts,
  hyphenateIsbn,
  isDeletable,
  NO_DELETE_FACTS,
  normalizeMoney,
  PROJECT_TYPE_LABELS,
  type Project,
  type ProjectListItem,
  type ProjectStatus,
  type ProjectType,
  parseProjectStatus,
  productPageUrl,
  projectStatusFlags,
} from '@quire/domain';
import type { ListRow } from './listing.repository';
import type { ProjectBundle } from './projects.repository';
import type { ProjectRow } from './projects.tables';

/** The stored status in its one spelling (a legacy 'OnSale' reads as ONSALE). */
const statusOf = (stored: string): ProjectStatus => parseProjectStatus(stored) ?? (stored as ProjectStatus);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "9.9" → "9.90" in exact decimal; numeric columns already come back with two decimals. */
const moneyText = (value: string | null): string | null => normalizeMoney(value);

/** A project's own fields, without its contributors, categories, series name or group size. */
export type ProjectFacts = Omit<Project, BundleField> & {
  ownerCustomerId: string;
  isbnSource: string | null;
};
type BundleField = 'contributors' | 'categories' | 'inSeries' | 'seriesName' | 'grouped' | 'productPageUrl';

/**
 * The API shape of one project (spec 1 §3). `publicUrl` (PUBLIC_URL) makes the absolute product
 * page address of an on-sale book; without it (a save's rule check) the address is null.
 */
export function toProject(b: ProjectBundle, publicUrl: string | null = null): Project {
  const { ownerCustomerId: _owner, isbnSource: _source, ...facts } = toFacts(b.row);
  return {
    ...facts,
    productPageUrl: publicUrl ? productPageUrl(publicUrl, facts) : null,
    grouped: b.groupSize > 1,
    contributors: b.contributors.map((c) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      role: c.role as Project['contributors'][number]['role'],
      ...(c.email ? { email: c.email } : {}),
    })),
    categories: b.categories,
    inSeries: b.row.seriesId !== null,
    seriesName: b.seriesName,
  };
}

/** What other modules read of a project: a plain copy of its own fields, from its row alone. */
export function toFacts(r: ProjectRow): ProjectFacts {
  const type = r.type as ProjectType;
  return {
    id: r.id,
    type,
    projectType: PROJECT_TYPE_LABELS[type],
    isEBook: type === 'EBOOK',
    isSPB: type === 'PRINT',
    title: r.title,
    subtitle: r.subtitle,
    groupProjectId: r.groupProjectId,
    ownerCustomerId: r.ownerCustomerId,
    isbnSource: r.isbnSource,
    isGroupConfirmed: r.isGroupConfirmed,
    preOrder: r.preOrder,
    status: statusOf(r.status),
    onSaleDate: iso(r.onSaleDate),
    publishedDate: iso(r.publishedDate),
    publicationDate: r.publicationDate,
    listPrice: moneyText(r.listPrice),
    price: moneyText(r.price),
    quotedPrice: moneyText(r.quotedPrice),
    ean: r.isbn,
    isbn: r.isbn,
    allowedForMerchPromo: r.allowedForMerchPromo,
    suggestedSearch: r.suggestedSearch,
    vendorRegistrationFirst: r.vendorRegistrationFirst,
    isDefaultSample: r.isDefaultSample as Project['isDefaultSample'],
    interiorPdfConversionStatus: r.interiorPdfConversionStatus,
    interiorPreFlightCheckStatus: r.interiorPreFlightCheckStatus,
    samplePreFlightCheckStatus: r.samplePreFlightCheckStatus,
    coverType: r.coverType as Project['coverType'],
    coverFile: r.coverFile,
    coverFrontFile: r.coverFrontFile,
    coverBackFile: r.coverBackFile,
    coverFullPreFlightCheckStatus: r.coverFullPreFlightCheckStatus,
    coverFrontPreFlightCheckStatus: r.coverFrontPreFlightCheckStatus,
    coverBackPreFlightCheckStatus: r.coverBackPreFlightCheckStatus,
    spineColor: r.spineColor,
    coverFormat: r.coverFormat as Project['coverFormat'],
    coverFinish: r.coverFinish as Project['coverFinish'],
    interiorApproved: r.interiorApproved,
    coverFullApproved: r.coverFullApproved,
    sampleApproved: r.sampleApproved,
    bookSizeType: r.bookSizeType,
    pageSize: r.pageSize,
    pageCount: r.pageCount,
    printColor: r.printColor as Project['printColor'],
    paperColor: r.paperColor as Project['paperColor'],
    printTier: r.printTier as Project['printTier'],
    pageCountChanged: r.pageCountChanged,
    warningMessage: r.warningMessage,
    seriesNumber: r.seriesNumber,
    languageCode: r.languageCode as Project['languageCode'],
    audience: r.audience as Project['audience'],
    ageRange: r.ageRange as Project['ageRange'],
    subjectType: r.subjectType as Project['subjectType'],
    mature: r.mature,
    copyrightYear: r.copyrightYear,
    description: r.description,
    editorialReviews: r.editorialReviews,
    runtime: r.runtime,
    publisherName: r.publisherName,
    noMerchFlag: r.noMerchFlag,
    accessibility: r.accessibility ?? null,
    epubAccessibility: r.epubAccessibility ?? null,
    ...projectStatusFlags(type, r.status),
    saleDueAt: iso(r.saleDueAt),
    finalContentsAt: iso(r.finalContentsAt),
    finalFilesUntil: iso(r.finalFilesUntil),
    correctionType: r.correctionType as Project['correctionType'],
    saleError: r.saleError,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * One dashboard row: the book's facts, the uploaded cover its card shows (`coverThumbnail`), and
 * whether it may be deleted (`isDeletable`, the rule the delete call enforces) given `deleteFacts`.
 */
export function toListItem(
  r: ListRow,
  seriesName: string | null,
  deleteFacts: DeleteFacts = NO_DELETE_FACTS,
): ProjectListItem {
  const type = r.type as ProjectType;
  const cover = coverThumbnail(r);
  return {
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    type,
    projectType: PROJECT_TYPE_LABELS[type],
    status: statusOf(r.status),
    listPrice: moneyText(r.listPrice),
    ean: r.isbn,
    isbn: r.isbn,
    displayIsbn: r.isbn ? hyphenateIsbn(r.isbn) : null,
    seriesName,
    seriesNumber: r.seriesNumber,
    groupProjectId: r.groupProjectId,
    pageSize: r.pageSize,
    updatedAt: r.updatedAt.toISOString(),
    coverThumbnailUrl: cover?.url ?? null,
    coverThumbnailKind: cover?.kind ?? null,
    coverThumbnailPanel: cover?.panel ?? null,
    saleDueAt: iso(r.saleDueAt),
    preOrder: r.preOrder,
    onSaleDate: iso(r.onSaleDate),
    deletable: isDeletable(r.status, deleteFacts),
  };
}
