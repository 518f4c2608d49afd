/**
 * What a wizard step needs before its Next moves on (spec 1 §5's required rule: the step says
 * 'Please enter the {label}.' and stays). The About step's fields carry their own form rules;
 * the author step's list is checked here.
 */

/** A contributor as the author step holds it. */
export interface NamedContributor {
  firstName?: string | null;
  lastName?: string | null;
  role: string;
}

/** A contributor in the Author role (code 'A') with a name: what publishing asks for, too. */
export const isNamedAuthor = (c: NamedContributor): boolean =>
  c.role === 'A' && `${c.firstName ?? ''}${c.lastName ?? ''}`.trim() !== '';

/** Whether the book has an author, so the author step may be left with Next. */
export function hasAuthor(contributors: readonly NamedContributor[]): boolean {
  return contributors.some(isNamedAuthor);
}
