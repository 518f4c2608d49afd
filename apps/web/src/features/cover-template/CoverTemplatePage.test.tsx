import { coverLayout, formatInches, fullCoverSize, PROJECT_MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import CoverTemplatePage from './CoverTemplatePage';
import { templateState, withCoverFormat } from './template-form';

function results() {
  return screen.getByRole('region', { name: 'Your cover' });
}

function fact(name: string) {
  const dt = within(results()).getByText(name);
  return dt.nextElementSibling?.textContent ?? '';
}

function download() {
  return within(results()).getByRole('link', { name: 'Download template (PDF)' }) as HTMLAnchorElement;
}

describe('book cover template generator', () => {
  it('shows the spine width and full cover size live, and links the template with the form’s query', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoverTemplatePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book cover template generator' })).toBeTruthy();
    // Defaults: 6 × 9 paperback, 200 pages, white paper, black and white.
    expect(fact('Spine width')).toBe('0.45 in (11.4 mm)');
    expect(fact('Full cover (with bleed)')).toMatch(/^12\.7 × 9\.25 in/);

    const pages = screen.getByRole('textbox', { name: /Page count/ });
    await user.clear(pages);
    await user.type(pages, '400');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paper color' }), 'CREAM');
    const cream400 = fullCoverSize({ widthIn: 6, heightIn: 9 }, 400, 'CREAM', 'BLACK_WHITE', 'SOFTCOVER');
    expect(fact('Spine width')).toBe('1 in (25.4 mm)');
    expect(fact('Full cover (with bleed)')).toMatch(
      new RegExp(`^${formatInches(cream400.widthIn)} × 9.25 in`),
    );

    const url = new URL(download().href);
    expect(url.pathname).toBe('/api/project/generateCover');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageSize: '6x9',
      pageCount: '400',
      paperColor: 'CREAM',
      printColor: 'BLACK_WHITE',
      coverFormat: 'SOFTCOVER',
    });
    expect(screen.getByRole('img', { name: /^Cover template: back cover, spine 1 in/ })).toBeTruthy();
  });

  it('offers only the trim sizes of the cover format and keeps a size that fits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoverTemplatePage />);
    const trim = screen.getByRole('combobox', { name: /Trim size/ }) as HTMLSelectElement;
    await user.selectOptions(trim, '5x8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cover format' }), 'HARDCOVER_DUST_JACKET');
    const offered = [...trim.options].map((o) => o.value);
    expect(offered).not.toContain('5x8');
    expect(offered).not.toContain('8.5x11');
    expect(trim.value).toBe('6x9');
    expect(new URL(download().href).searchParams.get('coverFormat')).toBe('HARDCOVER_DUST_JACKET');
    const jacket = fullCoverSize(
      { widthIn: 6, heightIn: 9 },
      200,
      'WHITE',
      'BLACK_WHITE',
      'HARDCOVER_DUST_JACKET',
    );
    expect(fact('Spine width')).toBe(`${formatInches(jacket.spineIn)} in (17.8 mm)`);
  });

  it('shows the even-number rule for a page count outside 18–800 and no download link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoverTemplatePage />);
    const pages = screen.getByRole('textbox', { name: /Page count/ });
    for (const bad of ['17', '19', '802', 'ten']) {
      await user.clear(pages);
      await user.type(pages, bad);
      expect(screen.getByText(PROJECT_MESSAGES.pageCount)).toBeTruthy();
      expect(within(results()).queryByRole('link')).toBeNull();
      expect(
        (within(results()).getByRole('button', { name: 'Download template (PDF)' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true);
    }
    await user.clear(pages);
    await user.type(pages, '18');
    expect(screen.queryByText(PROJECT_MESSAGES.pageCount)).toBeNull();
    expect(new URL(download().href).searchParams.get('pageCount')).toBe('18');
  });
});

describe('template geometry', () => {
  it('puts back | spine | front side by side inside the bleed, with the barcode on the back', () => {
    const l = coverLayout({
      trim: { widthIn: 6, heightIn: 9 },
      pageCount: 200,
      paperColor: 'WHITE',
      printColor: 'BLACK_WHITE',
      coverFormat: 'SOFTCOVER',
    });
    expect(l.back.x).toBeCloseTo(0.125);
    expect(l.spine.x).toBeCloseTo(l.back.x + 6);
    expect(l.front.x).toBeCloseTo(l.spine.x + l.spine.w);
    expect(l.front.x + l.front.w + 0.125).toBeCloseTo(l.size.widthIn);
    expect(l.barcode.x + l.barcode.w).toBeLessThanOrEqual(l.spine.x);
    expect(l.barcode.y + l.barcode.h).toBeLessThanOrEqual(l.trim.y + l.trim.h);
  });

  it('builds no link while the page count is invalid; a format change keeps a fitting trim', () => {
    const v = {
      coverFormat: 'SOFTCOVER',
      pageSize: '8.5x11',
      pageCount: '200',
      paperColor: 'WHITE',
      printColor: 'FULL_COLOR',
    } as const;
    expect(templateState({ ...v, pageCount: '201' }).downloadHref).toBeNull();
    expect(withCoverFormat(v, 'HARDCOVER').pageSize).toBe('8.5x11');
    expect(withCoverFormat(v, 'HARDCOVER_DUST_JACKET').pageSize).toBe('6x9');
  });
});
