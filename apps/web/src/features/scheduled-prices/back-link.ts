import { parseWizardStep, WIZARD_CHILD_LABELS, WIZARD_SECTION_LABELS } from '@quire/domain';
import { scheduledPricesText } from './messages';

/** The query parameter that says where the screen was entered from (the wizard sets it). */
export const FROM_PARAM = 'from';

/** Where the screen goes back to, and what the link says. */
export interface BackLink {
  to: string;
  label: string;
}

const MY_PROJECTS: BackLink = { to: '/projects', label: scheduledPricesText('sp.back') };

/**
 * A path inside this app: one leading '/', never '//' or '/\' (which browsers read as another
 * host), no scheme, no control characters or spaces; at most 300 characters.
 */
export function isInAppPath(value: string | null | undefined): value is string {
  if (!value || value.length > 300 || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // No backslash, space or control character anywhere.
  return ![...value].some(
    (ch) => ch === '\\' || ch.trim() === '' || ch.charCodeAt(0) < 32 || ch === '\u007f',
  );
}

/**
 * The back link of a book's scheduled-prices screen: the wizard step of that same book it was
 * entered from (`?from=/p1/book-details/pricing` → "Back to Pricing"), else My Projects.
 */
export function backLink(from: string | null | undefined, projectId: string): BackLink {
  if (!isInAppPath(from)) return MY_PROJECTS;
  const path = from.split(/[?#]/, 1)[0] ?? '';
  const [id, section = '', child, ...rest] = path.slice(1).split('/');
  if (rest.length || id !== encodeURIComponent(projectId)) return MY_PROJECTS;
  const step = parseWizardStep(section, child ?? null);
  if (!step) return MY_PROJECTS;
  const name = step.child ? WIZARD_CHILD_LABELS[step.child] : WIZARD_SECTION_LABELS[step.section];
  return { to: path, label: scheduledPricesText('sp.backTo', { step: name }) };
}
