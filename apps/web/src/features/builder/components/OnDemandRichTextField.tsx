import { Input } from '@mantine/core';
import { type ComponentType, useId, useState } from 'react';
import type { RichTextFieldProps } from './RichTextField';

// Tiptap and ProseMirror (about 140 KB gzipped) load when the field is first used, not with the step.
const loadEditor = () => import('./RichTextField');

/** The stored HTML's paragraphs as plain text: parsed in an inert document, nothing runs or loads. */
function paragraphs(html: string): string[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = Array.from(body.children, (el) => el.textContent ?? '').filter((t) => t.trim());
  return blocks.length ? blocks : [body.textContent ?? ''];
}

/**
 * A rich-text field whose editor loads on first use: until then a labelled, focusable textbox shows
 * the text (same label, description and error as the editor); focusing it (a click or a tap does)
 * loads the editor, which takes its place and the focus. Pointing at it starts the download early.
 */
export function OnDemandRichTextField(props: RichTextFieldProps) {
  const { label, description, initialValue, error, required } = props;
  const [Editor, setEditor] = useState<ComponentType<RichTextFieldProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  if (Editor) return <Editor {...props} autoFocus />;

  const open = () => {
    if (loading) return;
    setLoading(true);
    loadEditor().then(
      (m) => setEditor(() => m.default),
      // A failed download (offline, a new deployment): the next focus tries again.
      () => setLoading(false),
    );
  };
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: it stands for the editor's contenteditable textbox, which a textarea cannot */}
      <div
        className="rich-text-placeholder"
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-busy={loading ? 'true' : undefined}
        data-error={error ? 'true' : undefined}
        onFocus={open}
        onPointerEnter={() => void loadEditor().catch(() => undefined)}
      >
        {paragraphs(initialValue).map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static rendering of the stored paragraphs
          <p key={i}>{text}</p>
        ))}
      </div>
    </Input.Wrapper>
  );
}
