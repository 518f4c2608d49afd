import { Text } from '@mantine/core';
import {
  type EpubSpineItem,
  type EpubTocEntry,
  type PreviewInfo,
  readingOrder,
  spinePath,
} from '@quire/domain';
import { useCallback, useMemo, useState } from 'react';
import { epubUrl } from '../api/previews';
import { previewText } from './messages';
import { PageControls } from './PageControls';

/** The TOC to show: the book's own, or one built from the spine when the book has none. */
function tocOf(info: PreviewInfo, pages: EpubSpineItem[]): EpubTocEntry[] {
  if (info.toc.length > 0) return info.toc;
  return pages.map((p, i) => ({
    label: p.title ?? previewText('preview.pageOf', { page: i + 1, pages: pages.length }),
    href: p.href,
    children: [],
  }));
}

interface TocListProps {
  entries: EpubTocEntry[];
  pageOf: (href: string) => number;
  current: number;
  onOpen: (href: string) => void;
}

function TocList({ entries, pageOf, current, onOpen }: TocListProps) {
  return (
    <ul>
      {entries.map((entry, i) => {
        const page = pageOf(entry.href);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: TOC labels and hrefs may repeat; the order is fixed
          <li key={i}>
            <button
              type="button"
              className="preview-toc-item"
              disabled={page < 0}
              aria-current={page === current && !entry.href.includes('#') ? 'page' : undefined}
              onClick={() => onOpen(entry.href)}
            >
              {entry.label}
            </button>
            {entry.children.length > 0 ? (
              <TocList entries={entry.children} pageOf={pageOf} current={current} onOpen={onOpen} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface EpubReaderProps {
  info: PreviewInfo;
  /** The accessible name of the reader. */
  label: string;
}

/**
 * An EPUB in the browser: each spine document is a page, shown in a sandboxed frame (same origin
 * so its styles and images load, never scripts: `sandbox="allow-same-origin"`) from the files
 * the server extracted under `info.url`. A long chapter scrolls inside its frame. The table of
 * contents opens a chapter (and its #fragment); Previous/Next and the arrow keys turn pages.
 */
export function EpubReader({ info, label }: EpubReaderProps) {
  const pages = useMemo(() => readingOrder(info.spine), [info.spine]);
  const toc = useMemo(() => tocOf(info, pages), [info, pages]);
  const [index, setIndex] = useState(0);
  const [fragment, setFragment] = useState('');

  const pageOf = useCallback(
    (href: string) => pages.findIndex((p) => spinePath(p.href) === spinePath(href)),
    [pages],
  );
  const onPage = useCallback((page: number) => {
    setIndex(page - 1);
    setFragment('');
  }, []);
  const onOpen = useCallback(
    (href: string) => {
      const at = pageOf(href);
      if (at < 0) return;
      setIndex(at);
      const hash = href.indexOf('#');
      setFragment(hash >= 0 ? href.slice(hash) : '');
    },
    [pageOf],
  );

  const current = pages[Math.min(index, pages.length - 1)];
  if (!current) return <Text>{previewText('preview.empty')}</Text>;
  const title = current.title ?? previewText('preview.untitledChapter');
  const src = epubUrl(info.url, current.href.split('#')[0] + fragment);

  return (
    <section aria-label={label} className="preview-reader">
      <nav aria-label={previewText('preview.toc')} className="preview-toc">
        <Text fw={600} component="h3" size="md">
          {previewText('preview.toc')}
        </Text>
        <TocList entries={toc} pageOf={pageOf} current={index} onOpen={onOpen} />
      </nav>
      <div className="preview-page">
        <iframe
          key={src}
          src={src}
          title={previewText('preview.chapterFrame', { title })}
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          className="preview-frame"
        />
        <PageControls page={index + 1} pages={pages.length} onPage={onPage} />
      </div>
    </section>
  );
}
