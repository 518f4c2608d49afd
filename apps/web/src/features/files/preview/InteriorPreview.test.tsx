import type { PreviewInfo } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { InteriorPreview } from './InteriorPreview';
import { previewText } from './messages';

const ROOT = '/api/project/p1/files/f1';

const epub: PreviewInfo = {
  kind: 'EPUB',
  url: ROOT,
  title: 'The Lighthouse Keeper',
  pageCount: null,
  spine: [
    { idref: 'c1', href: 'OEBPS/ch1.xhtml', title: 'Chapter 1', linear: true },
    { idref: 'c2', href: 'OEBPS/ch2.xhtml', title: 'Chapter 2', linear: true },
    { idref: 'notes', href: 'OEBPS/notes.xhtml', title: 'Notes', linear: false },
    { idref: 'c3', href: 'OEBPS/ch%203.xhtml', title: null, linear: true },
  ],
  toc: [
    {
      label: 'Part One',
      href: 'OEBPS/ch1.xhtml',
      children: [
        { label: 'Chapter 1', href: 'OEBPS/ch1.xhtml', children: [] },
        { label: 'The storm', href: 'OEBPS/ch2.xhtml#storm', children: [] },
      ],
    },
    { label: 'Chapter 3', href: 'OEBPS/ch 3.xhtml', children: [] },
    { label: 'Missing', href: 'OEBPS/gone.xhtml', children: [] },
  ],
};

function frame() {
  return screen.getByTitle(/^Book page:/) as HTMLIFrameElement;
}

function serve(status: unknown, info: PreviewInfo = epub) {
  return mockApi({
    'GET /api/project/p1/ebook-preview-prefilght-status': ok(status),
    'GET /api/project/p1/sample-preview-prefilght-status': ok(status),
    'GET /api/project/p1/preview': ok(info),
    'GET /api/project/p1/preview_sample': ok({ ...info, spine: info.spine.slice(0, 1), toc: [] }),
  });
}

describe('the EPUB reader', () => {
  it('shows the first spine page in a sandboxed frame, without scripts', async () => {
    serve({ status: 'SUCCESSFUL' });
    renderWithProviders(<InteriorPreview projectId="p1" />);
    const reader = await screen.findByRole('region', { name: 'Interior preview' });
    const f = within(reader).getByTitle('Book page: Chapter 1') as HTMLIFrameElement;
    expect(f.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(f.getAttribute('src')).toBe(`${ROOT}/OEBPS/ch1.xhtml`);
    expect(within(reader).getByText('Page 1 of 3')).toBeTruthy();
  });

  it('turns pages with Previous and Next and the arrow keys, over the linear spine', async () => {
    serve({ status: 'COMPLETED' });
    const user = userEvent.setup();
    renderWithProviders(<InteriorPreview projectId="p1" />);
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(frame().getAttribute('src')).toBe(`${ROOT}/OEBPS/ch2.xhtml`);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(frame().title).toBe('Book page: Untitled section');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(previous);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('opens chapters from the nested table of contents, with their #fragment', async () => {
    serve({ status: 'SUCCESSFUL' });
    const user = userEvent.setup();
    renderWithProviders(<InteriorPreview projectId="p1" />);
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    const part = within(toc).getByRole('button', { name: 'Part One' });
    expect(part.getAttribute('aria-current')).toBe('page');
    // Nested: "The storm" sits in a list inside Part One's item.
    const storm = within(toc).getByRole('button', { name: 'The storm' });
    expect(part.closest('li')?.contains(storm)).toBe(true);
    await user.click(storm);
    expect(frame().getAttribute('src')).toBe(`${ROOT}/OEBPS/ch2.xhtml#storm`);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(within(toc).getByRole('button', { name: 'Chapter 3' }));
    expect(frame().getAttribute('src')).toBe(`${ROOT}/OEBPS/ch%203.xhtml`);
    expect(within(toc).getByRole('button', { name: 'Chapter 3' }).getAttribute('aria-current')).toBe('page');
    expect((within(toc).getByRole('button', { name: 'Missing' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the sample from preview_sample, with a TOC made from its spine', async () => {
    const { calls } = serve({ status: 'SUCCESSFUL' });
    renderWithProviders(<InteriorPreview projectId="p1" sample />);
    const reader = await screen.findByRole('region', { name: 'Sample preview' });
    expect(within(reader).getByText('Page 1 of 1')).toBeTruthy();
    expect(within(reader).getByRole('button', { name: 'Chapter 1' })).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual([
      'GET /api/project/p1/sample-preview-prefilght-status',
      'GET /api/project/p1/preview_sample',
    ]);
  });
});

describe('preview states', () => {
  it('says why when the file did not pass (nps), and tries again on request', async () => {
    const { calls } = serve({ status: 'ERROR' });
    const user = userEvent.setup();
    renderWithProviders(<InteriorPreview projectId="p1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(previewText('preview.error.nps'));
    expect(calls.some((c) => c.key === 'GET /api/project/p1/preview')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls.filter((c) => c.key.endsWith('prefilght-status'))).toHaveLength(2);
  });

  it('says the connection failed (web) when a call fails', async () => {
    mockApi({ 'GET /api/project/p1/ebook-preview-prefilght-status': ok('SUCCESSFUL') });
    renderWithProviders(<InteriorPreview projectId="p1" />);
    expect((await screen.findByRole('alert')).textContent).toContain(previewText('preview.error.web'));
  });

  it('shows a loading status first, and an empty state for a book without pages', async () => {
    serve({ status: 'SUCCESSFUL' }, { ...epub, spine: [], toc: [] });
    renderWithProviders(<InteriorPreview projectId="p1" />);
    expect(screen.getByRole('status').textContent).toContain('Preparing your preview');
    expect(await screen.findByText('There are no pages to show yet.')).toBeTruthy();
  });
});
