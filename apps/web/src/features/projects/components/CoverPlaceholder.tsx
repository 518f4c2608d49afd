import { coverColour, initials } from '../lib/display';
import { projectsText } from '../messages';

export interface CoverPlaceholderProps {
  id: string;
  title: string;
  size?: 'sm' | 'md';
}

/**
 * The cover thumbnail of a book with no uploaded cover that passed its check (see ProjectCover): a
 * book-shaped block with the title's initials, named for assistive technology as the cover of the book.
 */
export function CoverPlaceholder({ id, title, size = 'md' }: CoverPlaceholderProps) {
  return (
    <div
      role="img"
      aria-label={projectsText('projects.cover', { title })}
      className="project-cover"
      data-size={size}
      style={{ backgroundColor: coverColour(id) }}
    >
      <span aria-hidden="true">{initials(title)}</span>
    </div>
  );
}
