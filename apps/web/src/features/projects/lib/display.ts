import {
  PROJECT_TYPE_LABELS,
  type ProjectListItem,
  type ProjectStatus,
  type ProjectType,
} from '@quire/domain';
import { formatPrice } from '@quire/domain/format/price-text';
import { type ProjectsMessageKey, projectsText } from '../messages';

/** The readable label of a project status. */
export function statusLabel(status: ProjectStatus | string): string {
  const key = `projects.status.${status}` as ProjectsMessageKey;
  const text = projectsText(key);
  return text === key ? status : text;
}

/** The display type (spec 1 §3): eBook, Book, Personal Use. */
export function typeLabel(type: ProjectType): string {
  return PROJECT_TYPE_LABELS[type] ?? type;
}

/** The list price as the domain formats it: '--' when missing (spec 1 §5). */
export function priceLabel(listPrice: string | null): string {
  return formatPrice(listPrice);
}

export function titleOf(project: Pick<ProjectListItem, 'title'>): string {
  return project.title?.trim() || projectsText('projects.untitled');
}

/**
 * The ISBN to show, hyphenated by its registration ranges: the server hyphenates it (displayIsbn),
 * so the dashboard loads no range table; else the ISBN or EAN as sent; else null.
 */
export function isbnOf(project: Pick<ProjectListItem, 'displayIsbn' | 'isbn' | 'ean'>): string | null {
  return project.displayIsbn || project.isbn || project.ean || null;
}

export function seriesOf(project: Pick<ProjectListItem, 'seriesName' | 'seriesNumber'>): string | null {
  if (!project.seriesName) return null;
  return project.seriesNumber === null || project.seriesNumber === undefined
    ? project.seriesName
    : projectsText('projects.seriesEntry', { name: project.seriesName, number: project.seriesNumber });
}

/** Up to two initials of the title's first words ('The Long Road' → 'TL'), '?' for no letters. */
export function initials(title: string | null): string {
  const words = (title ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase());
  return letters.join('') || '?';
}

/** Placeholder cover colours; each passes WCAG AA with white text. */
const COVER_COLOURS = [
  '#1d3b6f',
  '#5c2d91',
  '#0b6e4f',
  '#8a3b12',
  '#264653',
  '#7a1f3d',
  '#3d5a80',
  '#4a4e69',
];

/** A stable colour for a project, so its placeholder looks the same on every visit. */
export function coverColour(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COVER_COLOURS[hash % COVER_COLOURS.length]!;
}
