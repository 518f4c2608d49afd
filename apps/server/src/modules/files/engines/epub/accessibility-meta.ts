/**
 * The accessibility metadata of a package document (EPUB Accessibility 1.1 §2.1, decision 046):
 * the schema.org properties as EPUB 3 `<meta property="schema:…">text</meta>` (or EPUB 2
 * `<meta name="schema:…" content="…"/>`), and dcterms:conformsTo as a `<meta>` or as
 * `<link rel="dcterms:conformsTo" href="…"/>` (EPUB Accessibility 1.0). A package that binds
 * schema.org or Dublin Core terms to another prefix (`prefix="s: http://schema.org/"`) is read too.
 * Pure: works on the parsed package document.
 */
import type { EpubAccessibility } from '@quire/domain';
import { childrenNamed, textOf, type XmlNode } from './xml';

const SCHEMA = ['http://schema.org/', 'https://schema.org/'];
const DCTERMS = ['http://purl.org/dc/terms/'];

/** The package's prefix attribute ("a11y: http://… schema: http://…") as prefix → URI. */
function prefixes(root: XmlNode): Map<string, string> {
  const out = new Map<string, string>([
    // Reserved prefixes of EPUB 3 (a package may use them without declaring them).
    ['schema', SCHEMA[0]!],
    ['dcterms', DCTERMS[0]!],
  ]);
  const tokens = (root.attrs.prefix ?? '').trim().split(/\s+/);
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const name = tokens[i]!;
    if (name.endsWith(':')) out.set(name.slice(0, -1), tokens[i + 1]!);
  }
  return out;
}

const PROPERTIES = {
  accessMode: 'accessModes',
  accessModeSufficient: 'accessModesSufficient',
  accessibilityFeature: 'features',
  accessibilityHazard: 'hazards',
} as const;

/** What the package document declares; every list empty (and summary null) when nothing is. */
export function readAccessibility(root: XmlNode): EpubAccessibility {
  const out: EpubAccessibility = {
    accessModes: [],
    accessModesSufficient: [],
    features: [],
    hazards: [],
    summary: null,
    conformsTo: [],
  };
  const metadata = childrenNamed(root, 'metadata')[0];
  if (!metadata) return out;
  const bound = prefixes(root);
  /** "schema:accessMode" → the vocabulary ('schema' or 'dcterms') and the term, when it is one of them. */
  const term = (qualified: string | undefined): { vocab: 'schema' | 'dcterms'; name: string } | null => {
    const [prefix, name] = (qualified ?? '').trim().split(':', 2);
    const uri = prefix ? bound.get(prefix) : undefined;
    if (!uri || !name) return null;
    if (SCHEMA.includes(uri)) return { vocab: 'schema', name };
    if (DCTERMS.includes(uri)) return { vocab: 'dcterms', name };
    return null;
  };
  const add = (t: { vocab: 'schema' | 'dcterms'; name: string }, value: string) => {
    if (!value) return;
    if (t.vocab === 'dcterms') {
      if (t.name === 'conformsTo') out.conformsTo.push(value);
      return;
    }
    if (t.name === 'accessibilitySummary') out.summary ??= value;
    const list = PROPERTIES[t.name as keyof typeof PROPERTIES];
    if (list) out[list].push(value);
  };
  for (const meta of childrenNamed(metadata, 'meta')) {
    // EPUB 3 refinements (`refines="#…"`) describe another element, not the publication.
    if (meta.attrs.refines) continue;
    const epub3 = term(meta.attrs.property);
    if (epub3) add(epub3, textOf(meta));
    const epub2 = term(meta.attrs.name);
    if (epub2) add(epub2, (meta.attrs.content ?? '').replace(/\s+/g, ' ').trim());
  }
  for (const link of childrenNamed(metadata, 'link')) {
    if (link.attrs.refines) continue;
    const rels = (link.attrs.rel ?? '').trim().split(/\s+/).map(term);
    if (rels.some((t) => t?.vocab === 'dcterms' && t.name === 'conformsTo'))
      add({ vocab: 'dcterms', name: 'conformsTo' }, (link.attrs.href ?? '').trim());
  }
  return out;
}
