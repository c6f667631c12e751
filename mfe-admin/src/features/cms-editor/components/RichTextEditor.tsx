import { useMemo, useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { MediaLibraryChooser } from '../../../components/media/MediaPicker.tsx';
import { useMediaFiles } from '../../../lib/cms/cms-api.ts';
import { cmsEditorConfig } from './cms-editor-config.ts';
import './cms-rich-text.css';

/**
 * The content of a page or post: CKEditor 5 at `height` px (docs/product-rules.md §9: 400 for pages, 450 for
 * posts), with "Insert image from library" above it. The editor owns its DOM: changes reach the form through
 * `onChange`, and a value set from outside (a restored draft or revision) through `value`.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  height,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  height: number;
}) {
  // The editor reads its configuration once, when it is created.
  const config = useMemo(() => cmsEditorConfig(label), [label]);
  const editorRef = useRef<ClassicEditor | null>(null);
  const [choosing, setChoosing] = useState(false);
  const media = useMediaFiles();

  const insert = (url: string) => {
    setChoosing(false);
    const editor = editorRef.current;
    if (!editor) return;
    const file = media.data?.find((candidate) => candidate.url === url);
    editor.execute('insertImage', { source: [{ src: url, alt: file?.altText ?? '' }] });
    editor.editing.view.focus();
  };

  return (
    <div className="cms-rich-text" style={{ '--cms-editor-height': `${height}px` } as React.CSSProperties}>
      <div className="cms-rich-text__actions">
        <Button onClick={() => setChoosing(true)}>Insert image from library</Button>
      </div>
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value}
        onReady={(editor) => {
          editorRef.current = editor;
        }}
        onChange={(_event, editor) => onChange(editor.getData())}
      />
      <Modal
        open={choosing}
        title="Insert an image from the media library"
        onCancel={() => setChoosing(false)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {choosing && <MediaLibraryChooser selected="" onChoose={insert} offerNone={false} />}
      </Modal>
    </div>
  );
}
