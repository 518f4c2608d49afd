import { acceptedKinds } from '@quire/domain/files/limits';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ChooseBookTypePage, { BOOK_TYPE_CHOICES } from './routes/ChooseBookTypePage';
import { CoverTypeStep } from './steps/MoreSteps';
import { PricingStep } from './steps/PricingStep';
import { wizardContext } from './wizard';

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const ctx = wizardContext(author);

describe('list price that is not a number', () => {
  it.each([
    ['an eBook', 'EBOOK', {}],
    [
      'a print book',
      'PRINT',
      {
        pageSize: '6x9',
        pageCount: 120,
        printColor: 'BLACK_WHITE',
        paperColor: 'CREAM',
        coverFormat: 'SOFTCOVER',
      },
    ],
  ] as const)(
    '%s: a price of "abc" answers the digits message and saves nothing',
    async (_name, type, spec) => {
      const { calls } = mockApi({
        ...csrf,
        'GET /api/project/print/quote': ok(null),
      });
      renderWithProviders(
        <PricingStep
          project={makeProject({ type, ...spec })}
          step={{ section: 'book-details', child: 'pricing' }}
          ctx={ctx}
          user={author}
        />,
      );
      const input = screen.getByRole('textbox', { name: /List price/ });
      await userEvent.type(input, 'abc');
      await userEvent.tab();
      expect(await screen.findByText('Please enter numbers only in this field.')).toBeTruthy();
      expect(screen.queryByText('Please enter a price with at most two decimals.')).toBeNull();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(calls.some((c) => c.key === 'POST /api/project')).toBe(false);
      await userEvent.clear(input);
      await userEvent.type(input, '4.999');
      await userEvent.tab();
      expect(await screen.findByText('Please enter a price with at most two decimals.')).toBeTruthy();
    },
  );
});

describe('cover type', () => {
  const renderCover = (type: 'EBOOK' | 'PRINT' | 'POD') => {
    mockApi({ ...csrf });
    return renderWithProviders(
      <CoverTypeStep
        project={makeProject({ type })}
        step={{ section: 'cover', child: 'cover-type' }}
        ctx={ctx}
        user={author}
      />,
    );
  };

  it('offers an eBook its one front cover, with no separate covers or spine', () => {
    renderCover('EBOOK');
    expect(screen.getByRole('radio', { name: /^Full cover/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Separate front and back/ })).toBeNull();
    expect(screen.queryByText(/spine/i)).toBeNull();
  });

  it.each(['PRINT', 'POD'] as const)(
    'offers a %s book separate front and back covers with a spine',
    (type) => {
      renderCover(type);
      expect(screen.getByRole('radio', { name: /^Full cover/ })).toBeTruthy();
      expect(screen.getByRole('radio', { name: /Separate front and back/ })).toBeTruthy();
    },
  );
});

describe('book type page', () => {
  it('tells an eBook author the interior files the upload takes: EPUB or Word (.docx), not PDF', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: author }) });
    renderWithProviders(<ChooseBookTypePage />, { route: '/build-a-book/choose-book-type' });
    const ebook = BOOK_TYPE_CHOICES.find((c) => c.type === 'EBOOK')?.explanation ?? '';
    expect(await screen.findByText(ebook)).toBeTruthy();
    expect(acceptedKinds('EBOOK', 'INTERIOR')).toEqual(['EPUB', 'DOCX']);
    expect(ebook).toContain('EPUB');
    expect(ebook).toContain('Word (.docx)');
    expect(ebook).not.toMatch(/PDF/);
  });

  it('keeps the chosen type in the address, so a remount of the page keeps it', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: author }) });
    const { rerender } = renderWithProviders(<ChooseBookTypePage key="first" />, {
      route: '/build-a-book/choose-book-type',
    });
    const ebook = await screen.findByRole('radio', { name: /^eBook/ });
    await userEvent.click(ebook);
    expect(ebook.getAttribute('aria-checked')).toBe('true');
    // The same address, a new instance of the page (as when the app above it settles).
    rerender(<ChooseBookTypePage key="second" />);
    const again = await screen.findByRole('radio', { name: /^eBook/ });
    expect(again).not.toBe(ebook);
    expect(again.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the type the address names as chosen', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: author }) });
    renderWithProviders(<ChooseBookTypePage />, { route: '/build-a-book/choose-book-type?type=PRINT' });
    const print = await screen.findByRole('radio', { name: /^Book/ });
    expect(print.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /^eBook/ }).getAttribute('aria-checked')).toBe('false');
  });
});
