import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetToasts, showToast, toastsOn } from '../toasts';
import { uniqueErrors } from './MessageModals';
import {
  confirmIsbnTransfer,
  confirmUpload,
  openConfirmation,
  openCopyToClipboard,
  openDeleteConfirmation,
  openErrorDialog,
  withBusy,
} from './open';

function mount() {
  renderWithProviders(<p>page</p>);
}

describe('modal set', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    resetToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirmation resolves true on confirm and false on cancel', async () => {
    mount();
    let result: Promise<boolean>;
    await act(async () => {
      result = openConfirmation({ title: 'Publish', message: 'Publish now?', confirmLabel: 'Publish' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Publish' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(result!).resolves.toBe(true);

    await act(async () => {
      result = openConfirmation({ message: 'Sure?' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result!).resolves.toBe(false);
  });

  it("'Upload This File' keeps confirm disabled until both checkboxes are ticked", async () => {
    mount();
    await act(async () => {
      void confirmUpload();
    });
    const dialog = screen.getByRole('dialog', { name: 'Upload This File' });
    const confirm = within(dialog).getByRole('button', { name: 'Upload This File' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(boxes[0]!);
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(boxes[1]!);
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(boxes[0]!);
    expect(confirm).toHaveProperty('disabled', true);
  });

  it("'Initiate ISBN Transfer' needs its checkbox and says it cannot be undone", async () => {
    mount();
    await act(async () => {
      void confirmIsbnTransfer('Move ISBN 9781234567897 to "Second Book"?');
    });
    const dialog = screen.getByRole('dialog', { name: 'Initiate ISBN Transfer' });
    expect(dialog.textContent).toContain('cannot be undone');
    const confirm = within(dialog).getByRole('button', { name: 'Initiate ISBN Transfer' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('focuses its first control 1 second after opening', async () => {
    mount();
    await act(async () => {
      void confirmUpload();
    });
    const first = screen.getAllByRole('checkbox')[0]!;
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(document.activeElement).not.toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(first);
  });

  it('hides toasts for 5 seconds after a cancel', async () => {
    mount();
    let result: Promise<boolean>;
    await act(async () => {
      result = openConfirmation({ message: 'Sure?' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await result!;
    expect(toastsOn()).toBe(false);
    expect(showToast({ message: 'hidden' })).toBe(false);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(toastsOn()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toastsOn()).toBe(true);
    expect(showToast({ message: 'shown again' })).toBe(true);
  });

  it('a confirm does not hide toasts', async () => {
    mount();
    let result: Promise<boolean>;
    await act(async () => {
      result = openConfirmation({ message: 'Sure?' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await result!;
    expect(toastsOn()).toBe(true);
  });

  it('busy modal stays at least 1 second even when the work is faster', async () => {
    mount();
    let done = false;
    let busy: Promise<string>;
    await act(async () => {
      busy = withBusy(async () => 'result').then((v) => {
        done = true;
        return v;
      });
    });
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(done).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Please wait' })).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await expect(busy!).resolves.toBe('result');
    expect(screen.queryByRole('dialog', { name: 'Please wait' })).toBeNull();
  });

  it('busy modal does not add time when the work takes longer than 1 second', async () => {
    mount();
    let busy: Promise<number>;
    await act(async () => {
      busy = withBusy(() => new Promise<number>((r) => setTimeout(() => r(7), 1500)));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await expect(busy!).resolves.toBe(7);
  });

  it('the Oops! dialog lists each unique code once, with a support link', async () => {
    mount();
    await act(async () => {
      void openErrorDialog([
        { code: '0', description: 'An unknown error occurred. Please try again later.' },
        { code: '0', description: 'An unknown error occurred. Please try again later.' },
        { code: '21054', description: 'Sorry, this ISBN is not available.' },
      ]);
    });
    const dialog = screen.getByRole('dialog', { name: 'Oops!' });
    expect(dialog.textContent).toContain('technical difficulties');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Error details' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '0: An unknown error occurred. Please try again later.',
      '21054: Sorry, this ISBN is not available.',
    ]);
    expect(
      within(dialog)
        .getByRole('link', { name: /contact Quire Support/ })
        .getAttribute('href'),
    ).toBe('/about-us#contact');
  });

  it('uniqueErrors fills a missing code with -31000', () => {
    expect(uniqueErrors([{ code: '', description: '' }])).toEqual([
      { code: '-31000', description: 'An unknown error occurred' },
    ]);
  });

  it('copy-to-clipboard copies and toasts the spec message', async () => {
    vi.useRealTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mount();
    await act(async () => {
      void openCopyToClipboard('https://quire.example/b/123', { label: 'Product page address' });
    });
    expect((screen.getByLabelText('Product page address') as HTMLTextAreaElement).value).toBe(
      'https://quire.example/b/123',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://quire.example/b/123');
    expect(await screen.findByText('Content successfully copied to clipboard.')).toBeTruthy();
  });

  it('delete confirmation names the item and resolves on Delete or Cancel', async () => {
    mount();
    let result: Promise<boolean>;
    await act(async () => {
      result = openDeleteConfirmation('"Draft Chapter"');
    });
    const dialog = screen.getByRole('dialog', { name: 'Delete "Draft Chapter"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(result!).resolves.toBe(true);
    await act(async () => {
      result = openDeleteConfirmation('the banner');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result!).resolves.toBe(false);
  });
});
