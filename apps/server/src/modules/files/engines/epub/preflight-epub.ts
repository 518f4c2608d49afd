/**
 * EPUB preflight: zip safety first, then the OCF container (mimetype, container.xml, no DRM), the
 * package document (metadata, manifest, spine, navigation, cover), every content document well-formed
 * with every referenced resource present; then, when installed, EpubCheck's report merged in.
 * Pure engine code: a file path in, a report out; nothing is written anywhere.
 */
import type { EpubAccessibility, EpubSpineItem, EpubTocEntry, Finding } from '@quire/domain';
import type { RawZipEntry, ZipArchive } from '../zip/zip-archive';
import { DEFAULT_ZIP_LIMITS, isZipUnsafe, MIB, openInspectedZip, type ZipEntryInfo } from '../zip/zip-safety';
import { readAccessibility } from './accessibility-meta';
import { checkContentDoc, readNav, readNcx } from './content-docs';
import { epubcheckAvailable, mergeFindings, runEpubcheck } from './epubcheck';
import { readContainer, readPackage } from './package-doc';
import { parseXml, type XmlNode, XmlProblem } from './xml';

export interface EpubReport {
  findings: Finding[];
  title: string | null;
  language: string | null;
  spine: EpubSpineItem[];
  toc: EpubTocEntry[];
  coverImage: string | null;
  opfPath: string | null;
  /** The package document's accessibility metadata (decision 046), or null when it was not read. */
  accessibility: EpubAccessibility | null;
}

export interface PreflightEpubOptions {
  /** 'auto' (default): run EpubCheck when its jar is installed and the archive passed zip safety. */
  epubcheck?: 'auto' | 'off';
  /** Time limit for EpubCheck (Quire's own checks are bounded by size limits instead). */
  timeoutMs?: number;
  /** Aborts EpubCheck (killed) and stops between content documents (the promise rejects). */
  signal?: AbortSignal;
}

/** Largest package document, navigation document, NCX or container.xml read. */
export const MAX_PACKAGE_BYTES = 16 * MIB;
/** Largest single XHTML content document read. */
export const MAX_CONTENT_DOC_BYTES = 32 * MIB;
export const EPUB_MIMETYPE = 'application/epub+zip';
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);
const CONTENT_TYPES = new Set(['application/xhtml+xml', 'image/svg+xml']);

const finding = (
  severity: Finding['severity'],
  code: string,
  message: string,
  path?: string,
  line?: number,
) => {
  const f: Finding = { severity, code, message, source: 'quire' };
  if (path !== undefined) f.path = path;
  if (line !== undefined) f.line = line;
  return f;
};

class Book {
  readonly byName = new Map<string, { info: ZipEntryInfo; raw: RawZipEntry }>();
  readonly byNfc = new Map<string, string>();
  constructor(
    readonly archive: ZipArchive,
    entries: ZipEntryInfo[],
    raw: RawZipEntry[],
    readonly findings: Finding[],
  ) {
    for (const info of entries) {
      if (!info.safe || info.isDirectory) continue;
      this.byName.set(info.name, { info, raw: raw[info.index]! });
      this.byNfc.set(info.name.normalize('NFC'), info.name);
    }
  }
  resolve(path: string): string | null {
    return this.byName.has(path) ? path : (this.byNfc.get(path.normalize('NFC')) ?? null);
  }
  has = (path: string): boolean => this.resolve(path) !== null;
  async read(path: string, maxBytes: number): Promise<Buffer> {
    const name = this.resolve(path);
    const hit = name === null ? undefined : this.byName.get(name);
    if (!hit) throw new Error(`"${path}" is not in the archive`);
    return this.archive.read(hit.raw.entry, maxBytes, path);
  }
  /** Reads and parses an XML file; null (with a finding) when it cannot be read or is not well-formed. */
  async xml(path: string, maxBytes: number, tree = true): Promise<XmlNode | null> {
    try {
      return parseXml(await this.read(path, maxBytes), {}, tree);
    } catch (e) {
      this.findings.push(xmlFinding(e, path));
      return null;
    }
  }
}

export function xmlFinding(e: unknown, path: string): Finding {
  if (e instanceof XmlProblem) {
    const f = finding('ERROR', `EPUB_${e.code}`, `${path}: ${e.message}`, path, e.line);
    if (e.column !== undefined) f.column = e.column;
    return f;
  }
  return finding(
    'ERROR',
    'EPUB_FILE_UNREADABLE',
    `${path} could not be read: ${(e as Error).message}.`,
    path,
  );
}

function checkMimetype(book: Book, entries: ZipEntryInfo[]): Promise<void> | undefined {
  const first = entries[0];
  const mimetype = entries.find((e) => e.name === 'mimetype');
  if (!mimetype) {
    book.findings.push(
      finding(
        'ERROR',
        'EPUB_MIMETYPE_MISSING',
        `The EPUB has no "mimetype" file. It must be the first file in the archive, stored uncompressed, containing exactly "${EPUB_MIMETYPE}". Re-export the EPUB with your authoring tool.`,
        'mimetype',
      ),
    );
    return;
  }
  if (first !== mimetype || mimetype.localHeaderOffset !== 0)
    book.findings.push(
      finding(
        'ERROR',
        'EPUB_MIMETYPE_NOT_FIRST',
        'The "mimetype" file must be the first file in the archive. Re-export the EPUB.',
        'mimetype',
      ),
    );
  if (mimetype.compressionMethod !== 0)
    book.findings.push(
      finding(
        'ERROR',
        'EPUB_MIMETYPE_COMPRESSED',
        'The "mimetype" file must be stored without compression. Re-export the EPUB.',
        'mimetype',
      ),
    );
  if (mimetype.extraFieldLength > 0 || (mimetype.localExtraFieldLength ?? 0) > 0)
    book.findings.push(
      finding(
        'ERROR',
        'EPUB_MIMETYPE_EXTRA_FIELD',
        'The "mimetype" entry carries a ZIP extra field, which EPUB forbids (zip it with "zip -X0" or re-export from your authoring tool).',
        'mimetype',
      ),
    );
  return book
    .read('mimetype', 1024)
    .then((data) => {
      if (data.toString('latin1') !== EPUB_MIMETYPE)
        book.findings.push(
          finding(
            'ERROR',
            'EPUB_MIMETYPE_CONTENT',
            `The "mimetype" file must contain exactly "${EPUB_MIMETYPE}" (no spaces or line break).`,
            'mimetype',
          ),
        );
    })
    .catch(() => {
      book.findings.push(
        finding(
          'ERROR',
          'EPUB_MIMETYPE_CONTENT',
          'The "mimetype" file is too large or unreadable.',
          'mimetype',
        ),
      );
    });
}

async function checkDrm(book: Book): Promise<void> {
  const drm = (path: string) =>
    finding(
      'ERROR',
      'EPUB_DRM',
      'This EPUB is encrypted or has DRM, so it cannot be checked or sold through Quire. Upload the original, DRM-free EPUB exported from your authoring tool.',
      path,
    );
  if (book.has('META-INF/rights.xml')) book.findings.push(drm('META-INF/rights.xml'));
  if (!book.has('META-INF/encryption.xml')) return;
  const root = await book.xml('META-INF/encryption.xml', MAX_PACKAGE_BYTES);
  const algorithms: string[] = [];
  const walk = (n: XmlNode) => {
    if (n.local === 'EncryptionMethod') algorithms.push(n.attrs.Algorithm ?? '');
    for (const c of n.children) walk(c);
  };
  if (root) walk(root);
  // Font obfuscation (IDPF / Adobe) is not DRM: fonts only; everything else is encryption.
  if (!root || algorithms.length === 0 || algorithms.some((a) => !FONT_OBFUSCATION.has(a)))
    book.findings.push(drm('META-INF/encryption.xml'));
}

async function checkBook(book: Book, entries: ZipEntryInfo[], report: EpubReport, signal?: AbortSignal) {
  const { findings } = book;
  if (book.has('[Content_Types].xml') && !book.has('META-INF/container.xml') && !book.has('mimetype')) {
    findings.push(
      finding(
        'ERROR',
        'EPUB_NOT_EPUB_DOCX',
        'This is a Word document (DOCX) with an .epub name, not an EPUB. Upload the .docx file as it is (Quire converts it) or export an EPUB.',
      ),
    );
    return;
  }
  await checkMimetype(book, entries);
  await checkDrm(book);
  if (!book.has('META-INF/container.xml')) {
    findings.push(
      finding(
        'ERROR',
        'EPUB_CONTAINER_MISSING',
        'The EPUB has no META-INF/container.xml, so readers cannot find the book inside it. Re-export the EPUB with your authoring tool.',
        'META-INF/container.xml',
      ),
    );
    return;
  }
  const container = await book.xml('META-INF/container.xml', MAX_PACKAGE_BYTES);
  const opfPath = container ? readContainer(container, findings) : null;
  if (!opfPath) return;
  report.opfPath = opfPath;
  if (!book.has(opfPath)) {
    findings.push(
      finding(
        'ERROR',
        'EPUB_OPF_MISSING',
        `META-INF/container.xml points to the package document "${opfPath}", which is not in the EPUB.`,
        'META-INF/container.xml',
      ),
    );
    return;
  }
  const opf = await book.xml(opfPath, MAX_PACKAGE_BYTES);
  if (!opf) return;
  const pkg = readPackage(opf, opfPath, book.has, findings);
  report.title = pkg.title;
  report.language = pkg.language;
  if (opf.local === 'package') report.accessibility = readAccessibility(opf);

  const navPath = pkg.nav?.path && book.has(pkg.nav.path) ? pkg.nav.path : null;
  if (navPath) {
    const nav = await book.xml(navPath, MAX_PACKAGE_BYTES);
    if (nav) report.toc = readNav(nav, navPath, findings);
  }
  const ncxPath = pkg.ncx?.path && book.has(pkg.ncx.path) ? pkg.ncx.path : null;
  if (report.toc.length === 0 && ncxPath) {
    const ncx = await book.xml(ncxPath, MAX_PACKAGE_BYTES);
    if (ncx) report.toc = readNcx(ncx, ncxPath);
  }

  const headings = new Map<string, string | null>();
  for (const item of pkg.manifest.values()) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    if (!CONTENT_TYPES.has(item.mediaType) || !item.path || !book.has(item.path)) continue;
    try {
      const data = await book.read(item.path, MAX_CONTENT_DOC_BYTES);
      headings.set(item.path, checkContentDoc(data, item.path, book.has, findings).heading);
    } catch (e) {
      findings.push(xmlFinding(e, item.path));
    }
  }

  const labels = new Map<string, string>();
  const collect = (entries: EpubTocEntry[]) => {
    for (const e of entries) {
      const file = e.href.split('#')[0]!;
      if (e.label && !labels.has(file)) labels.set(file, e.label);
      collect(e.children);
    }
  };
  collect(report.toc);
  report.spine = pkg.spine.map((ref) => {
    const href = pkg.manifest.get(ref.idref)?.path ?? '';
    return {
      idref: ref.idref,
      href,
      title: labels.get(href) ?? headings.get(href) ?? null,
      linear: ref.linear,
    };
  });

  const cover = pkg.cover?.path && book.has(pkg.cover.path) ? pkg.cover.path : null;
  report.coverImage = cover;
  if (!cover && !pkg.cover)
    findings.push(
      finding(
        'WARNING',
        'EPUB_COVER_MISSING',
        'No cover image is marked inside the EPUB. Some reading apps show a blank cover: add the cover image to the EPUB with properties="cover-image" (EPUB 3) or <meta name="cover"> (EPUB 2).',
        opfPath,
      ),
    );
}

const HOSTILE_XML = new Set([
  'EPUB_XML_ENTITY_DECLARATION',
  'EPUB_XML_INTERNAL_SUBSET',
  'EPUB_XML_EXTERNAL_DTD',
]);

/** Checks an uploaded EPUB. Never throws for a bad file: every problem is a finding. */
export async function preflightEpub(path: string, opts: PreflightEpubOptions = {}): Promise<EpubReport> {
  const report: EpubReport = {
    findings: [],
    title: null,
    language: null,
    spine: [],
    toc: [],
    coverImage: null,
    opfPath: null,
    accessibility: null,
  };
  const zip = await openInspectedZip(path);
  const findings = [...zip.findings];
  report.findings = findings;
  if (!zip.archive || isZipUnsafe(findings)) {
    zip.archive?.close();
    return report;
  }
  try {
    await checkBook(new Book(zip.archive, zip.entries, zip.raw, findings), zip.entries, report, opts.signal);
  } finally {
    zip.archive.close();
  }
  // EpubCheck gets only files our checks found safe to parse: never a zip bomb (above), and never
  // XML that declares entities or DTDs (an entity bomb costs Java seconds and memory for nothing).
  const hostileXml = findings.some((f) => HOSTILE_XML.has(f.code));
  if (opts.epubcheck !== 'off' && !hostileXml && epubcheckAvailable()) {
    const ec = await runEpubcheck(path, { timeoutMs: opts.timeoutMs, signal: opts.signal });
    report.findings = mergeFindings(findings, ec);
  }
  return report;
}

/**
 * Writes every safe file entry of an EPUB (directories and unsafe entries skipped). Call it only after
 * a passed preflight; it re-checks zip safety and refuses an unsafe archive.
 */
export async function extractEpub(
  path: string,
  write: (entryPath: string, data: Buffer) => Promise<void>,
): Promise<void> {
  const zip = await openInspectedZip(path);
  try {
    if (!zip.archive || isZipUnsafe(zip.findings))
      throw new Error('The EPUB is not safe to extract; run the preflight first.');
    for (const info of zip.entries) {
      if (!info.safe || info.isDirectory) continue;
      const data = await zip.archive.read(
        zip.raw[info.index]!.entry,
        DEFAULT_ZIP_LIMITS.maxEntryUncompressed,
        info.name,
      );
      await write(info.name, data);
    }
  } finally {
    zip.archive?.close();
  }
}
