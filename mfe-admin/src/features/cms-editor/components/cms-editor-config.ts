import {
  Alignment,
  AutoLink,
  BlockQuote,
  Bold,
  Code,
  CodeBlock,
  Essentials,
  FontBackgroundColor,
  FontColor,
  Heading,
  ImageBlock,
  ImageCaption,
  ImageTextAlternative,
  ImageToolbar,
  Italic,
  Link,
  List,
  MediaEmbed,
  Paragraph,
  Strikethrough,
  Table,
  TableToolbar,
  Underline,
  type EditorConfig,
} from 'ckeditor5';

/**
 * The CMS editor's toolbar: what the CMS's sanitiser keeps (services/cms/src/rich-text.ts): headings,
 * paragraphs, bold, italic, underline, strikethrough, lists, links (with an "Open in a new tab" choice), images
 * of the media library with captions and alt text, quotes, inline code and code blocks, tables, text and
 * background colour, alignment, and YouTube or Vimeo videos. Neither General HTML Support nor the HTML embed:
 * what the editor writes is what the public page shows. Images come from the media library (the button above
 * the editor), so the editor has no upload adapter of its own. `GPL` runs the open-source build offline.
 */
export function cmsEditorConfig(label: string): EditorConfig {
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
      Strikethrough,
      Code,
      List,
      Link,
      AutoLink,
      ImageBlock,
      ImageCaption,
      ImageTextAlternative,
      ImageToolbar,
      BlockQuote,
      CodeBlock,
      Table,
      TableToolbar,
      FontColor,
      FontBackgroundColor,
      Alignment,
      MediaEmbed,
    ],
    toolbar: {
      items: [
        'heading',
        '|',
        'bold',
        'italic',
        'underline',
        'strikethrough',
        'code',
        '|',
        'fontColor',
        'fontBackgroundColor',
        'alignment',
        '|',
        'numberedList',
        'bulletedList',
        'blockQuote',
        'codeBlock',
        '|',
        'link',
        'insertTable',
        'mediaEmbed',
        '|',
        'undo',
        'redo',
      ],
      shouldNotGroupWhenFull: false,
    },
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
        { model: 'heading1', view: 'h1', title: 'Heading 1', class: 'ck-heading_heading1' },
        { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
        { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
        { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
      ],
    },
    link: {
      defaultProtocol: 'https://',
      decorators: {
        openInNewTab: {
          mode: 'manual',
          label: 'Open in a new tab',
          attributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      },
    },
    image: { toolbar: ['imageTextAlternative', 'toggleImageCaption'] },
    table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
    mediaEmbed: {
      // YouTube and Vimeo only: the CMS turns their links into players and removes any other embed.
      removeProviders: ['dailymotion', 'spotify', 'instagram', 'twitter', 'googleMaps', 'flickr', 'facebook'],
    },
  };
}
