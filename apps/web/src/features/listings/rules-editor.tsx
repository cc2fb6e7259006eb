// The house rules editor of the wizard's step 4 (docs/decisions/052-house-rules-and-related-listings.md): Mantine's
// RichTextEditor on Tiptap's StarterKit with paragraphs, lists, bold, italic, underline and links, nothing the
// server's allow-list would drop. Its code and styles load with the step, not with the wizard.
import '@mantine/tiptap/styles.css';
import { useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { HOUSE_RULES_LINK, linkAllowed, rulesAsHtml } from '@crashpad/shared/rules/house-rules';
import { LISTING_LIMITS, stripContacts } from '@crashpad/shared/rules/listings';
import { notifyError } from '../../lib/notify';
import { exampleHouseRules } from './api';
import classes from './rules-editor.module.css';

/** "example.com/manual" as the lister types it is a web address. */
const withScheme = (href: string) => (/^[a-z][a-z\d+.-]*:/i.test(href) ? href : `https://${href}`);

const RulesLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      href: {
        default: null,
        parseHTML: (element) => element.getAttribute('href'),
        renderHTML: (a) => ({ href: typeof a.href === 'string' ? withScheme(a.href) : null }),
      },
    };
  },
}).configure({
  autolink: true,
  defaultProtocol: 'https',
  HTMLAttributes: { ...HOUSE_RULES_LINK },
  isAllowedUri: (url) => linkAllowed(withScheme(url)),
});

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    // no empty paragraph kept after a list: Enter twice leaves it
    trailingNode: false,
  }),
  RulesLink,
  CharacterCount.configure({ limit: LISTING_LIMITS.textMax }),
];

/**
 * docs/product/specification/2-listings-and-tenants.md §2.1: phone numbers and e-mail addresses leave the words when the lister leaves the editor, as the server
 * removes them; a link to a contact loses its link.
 */
function stripEditorContacts(editor: Editor) {
  const { state } = editor;
  const link = state.schema.marks.link!;
  const tr = state.tr;
  const texts: { from: number; to: number; node: typeof state.doc }[] = [];
  state.doc.descendants((node, pos) => {
    if (node.isText) texts.push({ from: pos, to: pos + node.nodeSize, node });
  });
  // From the end, so the positions still ahead stay right.
  for (const { from, to, node } of texts.reverse()) {
    const href = node.marks.find((m) => m.type === link)?.attrs.href as string | undefined;
    const dropLink = href !== undefined && !linkAllowed(withScheme(href));
    const stripped = stripContacts(node.text!);
    if (!dropLink && stripped === node.text) continue;
    const marks = dropLink ? node.marks.filter((m) => m.type !== link) : node.marks;
    tr.replaceWith(from, to, state.schema.text(stripped, marks));
  }
  if (tr.docChanged) editor.view.dispatch(tr);
}

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  description: string;
  placeholder: string;
};

export function RulesEditor({ value, onChange, label, description, placeholder }: Props) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const extensions = useMemo(() => [...EXTENSIONS, Placeholder.configure({ placeholder })], [placeholder]);
  const editor = useEditor({
    extensions,
    content: rulesAsHtml(value),
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        'aria-describedby': 'rules-editor-description',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: ({ editor: e }) => stripEditorContacts(e),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      empty: e?.isEmpty ?? true,
      // none while the editor is being made (or remade)
      characters: (e?.storage.characterCount?.characters() as number | undefined) ?? 0,
    }),
  });

  const startFromExample = async () => {
    setLoading(true);
    try {
      const { rules_policies_des: example } = await exampleHouseRules();
      editor?.chain().setContent(example).focus('end').run();
    } catch (err) {
      void notifyError(err);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Text component="div" fw={500} fz="sm" aria-hidden="true">
        {label}
      </Text>
      <Text fz="xs" c="dimmed" mb={6} id="rules-editor-description">
        {description}
      </Text>
      <RichTextEditor editor={editor} className={classes.editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link
              initialExternal
              styles={{ linkEditorExternalControl: { display: 'none' } }}
            />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Group justify="space-between" mt={6} gap="xs">
        {state?.empty ? (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={loading}
            onClick={() => void startFromExample()}
          >
            {t('listings.rules.example')}
          </Button>
        ) : (
          <span />
        )}
        <Text fz="xs" c="dimmed">
          {t('listings.rules.count', {
            used: (state?.characters ?? 0).toLocaleString('en-US'),
            max: LISTING_LIMITS.textMax.toLocaleString('en-US'),
          })}
        </Text>
      </Group>
    </div>
  );
}
