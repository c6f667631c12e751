import {
  Bold,
  Essentials,
  FontBackgroundColor,
  FontColor,
  Heading,
  Italic,
  Link,
  List,
  Paragraph,
  RemoveFormat,
  Underline,
  type EditorConfig,
} from 'ckeditor5';

/**
 * The campaign fields' editor (docs/product-rules.md §9): headings 1-3, bold, italic, underline, numbered and bulleted lists,
 * link, text and background colour, remove format. The server's sanitiser allows exactly what these produce.
 * `GPL` runs the open-source build offline (without a key it does not mount).
 */
export function campaignEditorConfig(label: string): EditorConfig {
  return {
    licenseKey: 'GPL',
    label,
    plugins: [
      Essentials,
      Paragraph,
      Heading,
      Bold,
      Italic,
      Underline,
      List,
      Link,
      FontColor,
      FontBackgroundColor,
      RemoveFormat,
    ],
    toolbar: [
      'heading',
      '|',
      'bold',
      'italic',
      'underline',
      '|',
      'numberedList',
      'bulletedList',
      '|',
      'link',
      'fontColor',
      'fontBackgroundColor',
      '|',
      'removeFormat',
    ],
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
        { model: 'heading1', view: 'h1', title: 'Heading 1', class: 'ck-heading_heading1' },
        { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
        { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
      ],
    },
    link: { defaultProtocol: 'https://' },
  };
}
