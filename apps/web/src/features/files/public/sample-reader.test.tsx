import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import SampleReaderPage from './SampleReaderPage';

const ID = '5b0a2f8e-3c55-4d6e-9a63-1f2e3d4c5b6a';
const SAMPLE = {
  id: ID,
  title: 'The Long Tide',
  subtitle: 'A Coast Story',
  authors: ['Ada Author'],
  productPagePath: `/books/${ID}/the-long-tide`,
  buyUrl: 'https://store.example.com/ean/9781234567897',
  preview: {
    kind: 'EPUB',
    url: `/api/books/${ID}/sample/files/`,
    title: 'The Long Tide',
    spine: [
      { idref: 'title', href: 'EPUB/title.xhtml', title: 'Title page', linear: true },
      { idref: 'ch1', href: 'EPUB/chapter1.xhtml', title: 'Chapter One', linear: true },
    ],
    toc: [{ label: 'Chapter One', href: 'EPUB/chapter1.xhtml', children: [] }],
    pageCount: null,
  },
};

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithProviders(
    <Routes>
      <Route path="/books/:id/:slug/sample" element={<SampleReaderPage />} />
    </Routes>,
    { route: `/books/${ID}/the-long-tide/sample` },
  );

describe('the public sample reader', () => {
  it('shows the book, the way back, "Buy" and the sample in the reader', async () => {
    const api = mockApi({ [`GET /api/books/${ID}/sample`]: ok(SAMPLE) });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free sample of The Long Tide' }),
    ).toBeTruthy();
    expect(screen.getByText('by Ada Author')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the book' }).getAttribute('href')).toBe(
      SAMPLE.productPagePath,
    );
    const buy = screen.getAllByRole('link', { name: 'Buy' });
    expect(buy.map((a) => a.getAttribute('href'))).toEqual([SAMPLE.buyUrl, SAMPLE.buyUrl]);
    const reader = screen.getByRole('region', { name: 'Sample of The Long Tide' });
    const frame = within(reader).getByTitle(/Title page/) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`/api/books/${ID}/sample/files/EPUB/title.xhtml`);
    expect(within(reader).getByRole('button', { name: 'Chapter One' })).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has no "Buy" when the operator has no store', async () => {
    mockApi({ [`GET /api/books/${ID}/sample`]: ok({ ...SAMPLE, buyUrl: null }) });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Free sample of The Long Tide' });
    expect(screen.queryByRole('link', { name: 'Buy' })).toBeNull();
  });

  it('says so when the book has no sample', async () => {
    mockApi({
      [`GET /api/books/${ID}/sample`]: fail(404, {
        code: 'NOT_FOUND',
        description: 'This book has no sample to read.',
      }),
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('This book has no sample to read.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
