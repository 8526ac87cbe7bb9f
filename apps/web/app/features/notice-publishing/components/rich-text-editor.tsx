import { Button, Space, Tooltip } from 'antd';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useEffect } from 'react';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './rich-text-editor.module.css';

type TRichTextEditorProps = {
  /** HTML; Form.Item passes it. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
};

/**
 * The notice body editor (TipTap on ProseMirror): headings, emphasis, lists, tables, links. It writes
 * plain HTML the server sanitizes again; no inline styles or scripts reach the notice page.
 */
export function RichTextEditor({ value = '', onChange, id }: TRichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value,
    // Rendered on the server too: the editor mounts in the browser only.
    immediatelyRender: false,
    // The page's style policy carries the editor's few rules in our own stylesheet.
    injectCSS: false,
    editorProps: { attributes: { class: styles.content ?? '', 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      inTable: current?.isActive('table') ?? false,
    }),
  });
  // A template picked after mounting replaces the body (the form sets the value from outside).
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (label: string, active: boolean, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'default'}
        onClick={run}
        disabled={!editor}
        aria-pressed={active}
      >
        {label}
      </Button>
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();
  const { toolbar } = messages;
  return (
    <div className={styles.editor} id={id}>
      <Space wrap size={4} className={styles.toolbar} role="toolbar" aria-label={toolbar.label}>
        {tool(toolbar.h2, state?.h2 ?? false, () => chain()?.toggleHeading({ level: 2 }).run())}
        {tool(toolbar.h3, state?.h3 ?? false, () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool(toolbar.bold, state?.bold ?? false, () => chain()?.toggleBold().run())}
        {tool(toolbar.italic, state?.italic ?? false, () => chain()?.toggleItalic().run())}
        {tool(toolbar.bullet, state?.bullet ?? false, () => chain()?.toggleBulletList().run())}
        {tool(toolbar.ordered, state?.ordered ?? false, () => chain()?.toggleOrderedList().run())}
        {tool(toolbar.table, false, () =>
          chain()?.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        )}
        {state?.inTable ? (
          <>
            {tool(toolbar.addRow, false, () => chain()?.addRowAfter().run())}
            {tool(toolbar.addColumn, false, () => chain()?.addColumnAfter().run())}
            {tool(toolbar.deleteRow, false, () => chain()?.deleteRow().run())}
            {tool(toolbar.deleteColumn, false, () => chain()?.deleteColumn().run())}
            {tool(toolbar.deleteTable, false, () => chain()?.deleteTable().run())}
          </>
        ) : null}
        {tool(toolbar.undo, false, () => chain()?.undo().run())}
        {tool(toolbar.redo, false, () => chain()?.redo().run())}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
