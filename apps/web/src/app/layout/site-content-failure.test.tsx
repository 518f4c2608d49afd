import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_FAILED } from '../../components/PageErrorBoundary';
import { renderInLayout } from '../../test/layout';

// The message bar's code cannot be loaded, as when Quire was updated while the page was open and
// the old chunk is gone.
vi.mock('../../features/content/site/SiteMessageBar', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const SIGNED_IN = { customerId: 'c1', firstName: 'Ada', lastName: 'L', email: 'a@b.co', permissions: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a part of the frame that fails', () => {
  it('shows nothing in its place and the page goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInLayout([{ path: '*', element: <h1>The page</h1> }], '/somewhere', SIGNED_IN);

    // Signed in, the layout asks for the message bar; its failure is written to the console.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(PART_FAILED, expect.anything()));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Unexpected error')).toBeNull();
  });
});
