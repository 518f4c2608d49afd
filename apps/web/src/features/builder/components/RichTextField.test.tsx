import { isAllowedRichTextTag } from '@quire/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import RichTextField from './RichTextField';

/** Every tag name in a piece of HTML. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1] as string);

// jsdom has no layout: ProseMirror asks ranges for their boxes when it scrolls the selection in.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

function renderField(initialValue: string) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithProviders(
    <RichTextField
      label="Description"
      description="Formatting help"
      toolbarLabel="Description formatting"
      initialValue={initialValue}
      onChange={onChange}
    />,
  );
  return { onChange, last: () => onChange.mock.calls.at(-1)?.[0] ?? '' };
}

describe('the description editor', () => {
  it('is a labelled, described multi-line textbox with a formatting toolbar', async () => {
    renderField('<p>Snow falls</p>');
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Formatting help',
    );
    expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeTruthy();
  });

  it('makes bold real markup on the allow-list, not literal tags in the text', async () => {
    const { last } = renderField('<p>Snow falls</p>');
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => box.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(last()).toBe('<p><strong>Snow falls</strong></p>'));
    expect(last()).not.toContain('&lt;');
    expect(box.querySelector('strong')?.textContent).toBe('Snow falls');
  });

  it('offers only controls whose markup the server keeps', async () => {
    renderField('');
    const toolbar = await screen.findByRole('toolbar', { name: 'Description formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bullet list',
      'Ordered list',
      'Blockquote',
      'Link',
      'Remove link',
      'Undo',
      'Redo',
    ]);
  });

  it('drops markup outside the allow-list from what it is given, and keeps allowed links bare', async () => {
    const { last } = renderField(
      '<h1>Big</h1><p>A <s>struck</s> <code>code</code> <span style="color:red">red</span> ' +
        '<a href="https://example.com" target="_blank" class="x">site</a> ' +
        '<a href="javascript:alert(1)">bad</a></p><pre><code>x = 1</code></pre><hr><img src="x.png">',
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => box.focus());
    await userEvent.keyboard('!');
    await waitFor(() => expect(last()).not.toBe(''));
    const html = last();
    for (const tag of tagsOf(html)) expect(isAllowedRichTextTag(tag), `${tag} in ${html}`).toBe(true);
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).not.toContain('javascript');
    expect(html).not.toMatch(/target=|class=|style=|rel=/);
  });

  it('answers an emptied editor as an empty value', async () => {
    const { last } = renderField('<p>x</p>');
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => box.focus());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(last()).toBe(''));
  });
});
