// The editor and its styles load with this chunk only, when a rich-text field is first used
// (OnDemandRichTextField, or a lazy import): Tiptap and ProseMirror stay out of first pages.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { isAllowedRichTextHref } from '@quire/domain';
import { type Attribute, type Extensions, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';

/**
 * The editor's schema: only what the domain's rich-text allow-list keeps (RICH_TEXT_ALLOWED_TAGS,
 * which the server sanitises with): paragraphs, line breaks, bold (<strong>), italic (<em>),
 * underline, h2 to h4, bullet and numbered lists, quotes, and links with an http, https or mailto
 * address and no other attribute. Anything else pasted in is dropped by the schema.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    // Mantine's link (below) adds the Mod+K shortcut to its link editor.
    link: false,
  }),
  // A link keeps its address alone (the allow-list's only attribute): target, rel, class and
  // title are neither read from pasted HTML nor written.
  Link.extend({
    addAttributes() {
      const inherited = (this.parent?.() ?? {}) as { href?: Attribute };
      return { href: inherited.href ?? { default: null } };
    },
  }).configure({
    openOnClick: false,
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isAllowedRichTextHref(url),
    shouldAutoLink: (url) => isAllowedRichTextHref(url),
  }),
];

export interface RichTextFieldProps {
  label: string;
  /** What the field takes, read after the label by screen readers. */
  description?: string;
  /** The stored HTML the editor starts from (later changes come from the editor itself). */
  initialValue: string;
  error?: string;
  required?: boolean;
  /** Formatting toolbar's accessible name. */
  toolbarLabel: string;
  /** The editor's HTML after each change; an empty editor answers ''. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Focus the editor once it is made (it replaced a placeholder the user focused). */
  autoFocus?: boolean;
}

/**
 * Limited rich text (descriptions): Mantine's editor on Tiptap, with a toolbar offering only the
 * allowed formatting. The editable area is a labelled multi-line textbox with its description and
 * error attached, so it reads and validates like the other fields.
 */
export default function RichTextField({
  label,
  description,
  initialValue,
  error,
  required,
  toolbarLabel,
  onChange,
  onBlur,
  autoFocus = false,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    'aria-invalid': error ? 'true' : 'false',
  };
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialValue,
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes },
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => handlers.current.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  });
  // The error comes and goes after the editor is made: its attributes follow.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

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
      <RichTextEditor
        editor={editor}
        // An external link would need target="_blank", which the allow-list drops: the toggle is not offered.
        styles={{ linkEditorExternalControl: { display: 'none' } }}
        mt={4}
      >
        <RichTextEditor.Toolbar role="toolbar" aria-label={toolbarLabel}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
