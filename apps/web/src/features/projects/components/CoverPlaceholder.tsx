import { coverColour, initials } from '../lib/display';
import { projectsText } from '../messages';

export interface CoverPlaceholderProps {
  id: string;
  title: string;
  size?: 'sm' | 'md';
}

/**
 * The cover thumbnail until covers are uploaded (until the author uploads one): a book-shaped block with the
 * title's initials, named for assistive technology as the cover of the book.
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
