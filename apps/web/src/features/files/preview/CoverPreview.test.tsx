import { formatInches, fullCoverSize, type PreflightResult } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { makeProject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CoverPreview } from './CoverPreview';

function status(file: { id: string; kind: 'JPEG' | 'PDF'; originalName: string } | null): PreflightResult {
  return {
    preFlightCheckStatus: 'SUCCESSFUL',
    pdfConversionStatus: null,
    data: {
      elementType: 'FULL_COVER',
      file: file && { ...file, elementType: 'FULL_COVER', size: 1000, uploadedAt: '2026-11-22T06:00:00Z' },
      findings: [],
      errorCount: 0,
      warningCount: 0,
      progress: 100,
      completedAt: '2026-11-22T06:00:00Z',
    },
  };
}

describe('the cover preview', () => {
  it('shows an eBook cover alone', async () => {
    const { calls } = mockApi({
      'GET /api/project/preflightstatus': ok(
        status({ id: 'f9', kind: 'JPEG', originalName: 'my cover.jpg' }),
      ),
    });
    renderWithProviders(<CoverPreview project={makeProject({ type: 'EBOOK' })} />);
    const img = (await screen.findByRole('img', { name: 'Your cover' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/project/p1/files/f9/my%20cover.jpg');
    expect(screen.queryByText('Guides')).toBeNull();
    expect(calls[0]?.key).toBe('GET /api/project/preflightstatus');
  });

  it('draws trim, bleed and spine guides over a print full cover, with a legend', async () => {
    mockApi({
      'GET /api/project/preflightstatus': ok(status({ id: 'f9', kind: 'JPEG', originalName: 'wrap.jpg' })),
    });
    const project = makeProject({
      type: 'POD',
      coverType: 'full',
      pageSize: '6x9',
      pageCount: 300,
      paperColor: 'CREAM',
      printColor: 'BLACK_WHITE',
      coverFormat: 'SOFTCOVER',
    });
    renderWithProviders(<CoverPreview project={project} />);
    const region = await screen.findByRole('region', { name: 'Cover preview' });
    await within(region).findByRole('img', { name: 'Your cover with trim, bleed and spine guides' });
    const size = fullCoverSize({ widthIn: 6, heightIn: 9 }, 300, 'CREAM', 'BLACK_WHITE', 'SOFTCOVER');
    expect(region.querySelector('svg')).toBeTruthy();
    expect(
      within(region).getByText(`Spine: ${formatInches(size.spineIn)} in wide for 300 pages`),
    ).toBeTruthy();
    expect(within(region).getByText(/^Full cover 13 × 9\.25 in/)).toBeTruthy();
  });

  it('says so when no cover has been uploaded', async () => {
    mockApi({ 'GET /api/project/preflightstatus': ok(status(null)) });
    renderWithProviders(<CoverPreview project={makeProject({ type: 'EBOOK' })} />);
    expect(await screen.findByText('No cover has been uploaded yet.')).toBeTruthy();
  });
});
