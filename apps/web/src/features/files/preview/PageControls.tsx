import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { previewText } from './messages';

export interface PageControlsProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Previous / "Page N of M" / Next, and the left and right arrow keys anywhere on the page except
 * while typing in a field. The page count is announced politely as it changes.
 */
export function PageControls({ page, pages, onPage }: PageControlsProps) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (e.key === 'ArrowLeft' && page > 1) {
        e.preventDefault();
        onPage(page - 1);
      } else if (e.key === 'ArrowRight' && page < pages) {
        e.preventDefault();
        onPage(page + 1);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, pages, onPage]);

  return (
    <nav aria-label={previewText('preview.pages')} className="preview-controls">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {previewText('preview.previous')}
        </Button>
        <Text aria-live="polite" aria-atomic="true">
          {previewText('preview.pageOf', { page, pages })}
        </Text>
        <Button variant="default" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {previewText('preview.next')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {previewText('preview.keys')}
      </Text>
    </nav>
  );
}
