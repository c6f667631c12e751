import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { ALT_TEXT_REQUIRED, MEDIA_ACCEPT, type MediaFileDto } from '@referrals/contracts';
import { serverMessageOf } from '@referrals/ui';
import { useUploadMedia } from '../../lib/cms/media-upload.ts';
import * as admin from '../admin.module.css';

/** Why the form cannot be sent yet, or null: a file is required, and alt text for an image. */
export function uploadProblem(file: File | null, altText: string): string | null {
  if (!file) return 'Choose a file to upload';
  if (file.type.startsWith('image/') && altText.trim() === '') return ALT_TEXT_REQUIRED;
  return null;
}

/**
 * The media library's upload form: the file (images, video, PDF, Word), its alt text (required for images,
 * and the form says why) and a description. A refused upload shows the server's reason under the form (§8:
 * no toast).
 */
export function UploadMediaForm({ onDone }: { onDone: (file: MediaFileDto) => void }) {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isImage = file?.type.startsWith('image/') ?? false;

  const submit = () => {
    const found = uploadProblem(file, altText);
    setProblem(found);
    if (found || !file) return;
    upload.mutate({ file, altText, description }, { onSuccess: onDone });
  };

  return (
    <form
      aria-label="Upload media"
      noValidate
      onSubmit={(event) => {
        // React bubbles a submit through portals: the editor's own form around this dialog must not save.
        event.preventDefault();
        event.stopPropagation();
        submit();
      }}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label="File"
          htmlFor="media-upload-file"
          required
          className={admin.field}
          extra="Images (PNG, JPEG, GIF, WebP), video (MP4, WebM), PDF or Word documents."
        >
          <input
            id="media-upload-file"
            type="file"
            accept={MEDIA_ACCEPT}
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Form.Item>
        <Form.Item
          label="Alt Text"
          htmlFor="media-upload-alt"
          required={isImage}
          className={admin.field}
          extra={ALT_TEXT_REQUIRED}
        >
          <Input id="media-upload-alt" value={altText} onChange={(event) => setAltText(event.target.value)} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="media-upload-description" className={admin.field}>
          <Input.TextArea
            id="media-upload-description"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        {(problem || upload.isError) && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={problem ?? serverMessageOf(upload.error, 'The file could not be uploaded.')}
          />
        )}
        <div className={admin.dialogActions}>
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            Upload
          </Button>
        </div>
      </Form>
    </form>
  );
}

/** The Upload dialog around {@link UploadMediaForm}. */
export function UploadMediaDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (file: MediaFileDto) => void;
}) {
  return (
    <Modal open={open} title="Upload Media" onCancel={onClose} footer={null} destroyOnHidden>
      {open && <UploadMediaForm onDone={onUploaded} />}
    </Modal>
  );
}
