import { RICH_TEXT_ALLOWED_TAGS } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import HtmlGuidePage from './routes/HtmlGuidePage';

describe('the HTML guide', () => {
  it('lists exactly the tags the server keeps, each with what it does and an example', () => {
    renderWithProviders(<HtmlGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'HTML guide' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The HTML tags allowed' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      RICH_TEXT_ALLOWED_TAGS.map((tag) => `<${tag}>`),
    );
    for (const row of rows)
      expect(
        within(row)
          .getAllByRole('cell')
          .every((c) => c.textContent),
      ).toBe(true);
    expect(screen.getByText(/http, https, mailto/)).toBeTruthy();
  });
});
