import { useState } from 'react';
import { Button, Empty, Modal, Skeleton } from 'antd';
import type { MediaFileDto } from '@referrals/contracts';
import { isImageFile, useMediaFiles } from '../../lib/cms/cms-api.ts';
import { UploadMediaForm } from './UploadMediaDialog.tsx';
import * as styles from './media.module.css';
import { LoadFailed } from '../LoadFailed.tsx';

/** The images of the library a picker offers, newest first. */
export const pickableImages = (files: readonly MediaFileDto[]) => files.filter(isImageFile);

/**
 * An image field whose value is an `/uploads/` address of the media library, or '' for "No image": the chosen
 * image's preview, Choose image (the library's images, or a new upload) and No image.
 */
export function MediaPicker({
  id,
  label,
  value,
  onChange,
}: {
  /** The Choose button's id, which the field's label points at (the button's own name says what it does). */
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.picker}>
      {value ? (
        <img className={styles.pickerPreview} src={value} alt={`${label}: current image`} />
      ) : (
        <span className={styles.noImage}>No image</span>
      )}
      <div className={styles.pickerActions}>
        <Button
          id={id}
          onClick={() => setOpen(true)}
          aria-label={`${value ? 'Change image' : 'Choose image'}: ${label}`}
        >
          {value ? 'Change image' : 'Choose image'}
        </Button>
        {value && (
          <Button onClick={() => onChange('')} aria-label={`No image: ${label}`}>
            No image
          </Button>
        )}
      </div>
      <Modal
        open={open}
        title={`${label}: choose an image`}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {open && (
          <MediaLibraryChooser
            selected={value}
            onChoose={(url) => {
              onChange(url);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </div>
  );
}

/** The library's images to click on, "No image" (unless told otherwise), and an upload form for a new one. */
export function MediaLibraryChooser({
  selected,
  onChoose,
  offerNone = true,
}: {
  selected: string;
  onChoose: (url: string) => void;
  /** Whether "No image" is offered (a field's picker), or not (inserting an image into content). */
  offerNone?: boolean;
}) {
  const media = useMediaFiles();
  const [uploading, setUploading] = useState(false);
  if (media.isPending) return <Skeleton active />;
  if (!media.data) {
    return <LoadFailed what="media library" error={media.error} />;
  }
  const images = pickableImages(media.data);
  return (
    <div className={styles.chooser}>
      {uploading ? (
        <UploadMediaForm onDone={(file) => onChoose(file.url)} />
      ) : (
        <Button onClick={() => setUploading(true)}>Upload a new image</Button>
      )}
      <div className={styles.chooserGrid} role="list" aria-label="Images of the media library">
        {offerNone && (
          <button
            type="button"
            role="listitem"
            className={styles.chooserItem}
            aria-pressed={selected === ''}
            onClick={() => onChoose('')}
          >
            <span className={styles.noImage}>No image</span>
          </button>
        )}
        {images.map((file) => (
          <button
            key={file.id}
            type="button"
            role="listitem"
            className={styles.chooserItem}
            aria-pressed={selected === file.url}
            onClick={() => onChoose(file.url)}
          >
            <img src={file.variants[0]?.url ?? file.url} alt={file.altText ?? ''} loading="lazy" />
            <span className={styles.chooserName}>{file.originalName}</span>
          </button>
        ))}
      </div>
      {images.length === 0 && <Empty description="No images in the media library yet" />}
    </div>
  );
}
