import type { Project } from '@quire/domain';
import { lazy, Suspense, useId, useState } from 'react';
import '../../../components/plain.css';
import { Loading } from '../../../components/Loading';
import { builderText } from '../messages/shell';

// The dialog (its table, the catalogue's ISBN hyphenation) loads when the author opens it.
const BacklistDialog = lazy(() => import('./BacklistDialog').then((m) => ({ default: m.BacklistDialog })));

/**
 * "Load metadata from the retail catalogue" for a book with an ISBN (or EAN): a book already on
 * sale elsewhere brings in its listing's details, those the author ticks, as one save.
 */
export function BacklistMetadata({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const isbn = project.isbn ?? project.ean;
  if (!isbn) return null;
  return (
    <div className="stack stack-start builder-backlist">
      <button
        type="button"
        className="button button-plain-light"
        onClick={() => setOpen(true)}
        aria-describedby={hintId}
      >
        {builderText('backlist.open')}
      </button>
      <p className="para para-sm para-dimmed" id={hintId}>
        {builderText('backlist.hint')}
      </p>
      {open ? (
        <Suspense fallback={<Loading />}>
          <BacklistDialog project={project} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
