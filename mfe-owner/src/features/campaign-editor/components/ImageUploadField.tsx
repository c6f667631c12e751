import { useState } from 'react';
import { Button, Form, Upload } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { UploadType } from '@referrals/contracts';
import { serverMessageOf } from '@referrals/ui';
import { IMAGE_ACCEPT, useUploadImage } from '../api/upload-image.ts';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import * as styles from './editor.module.css';

/** The campaign fields that hold an uploaded image's URL; each is also the upload's `type`. */
export type ImageFieldName = Extract<keyof CampaignFormValues, UploadType>;

interface ImageUploadFieldProps {
  control: Control<CampaignFormValues>;
  name: ImageFieldName;
  label: string;
  /** The recommended size, e.g. "Recommended: 1200x400px". */
  hint?: string;
}

/**
 * An image of the campaign: uploaded on choice, its URL kept in the form, shown as a thumbnail with Remove.
 * docs/product-rules.md §8 shows no toast when an upload fails; the server's reason (too large, not an image) is shown
 * under the control instead, so the owner knows what to change.
 */
export function ImageUploadField({ control, name, label, hint }: ImageUploadFieldProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadImage();
  const errorId = `${name}-upload-error`;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const choose = (file: File) => {
          setFailure(null);
          upload.mutate(
            { file, type: name },
            {
              onSuccess: (answer) => field.onChange(answer.url),
              onError: (error) => {
                const message = serverMessageOf(error, 'The image could not be uploaded. Please try again.');
                console.warn(`Upload of ${name} failed:`, error);
                setFailure(message);
              },
            },
          );
          // The file goes up through our own request, not antd's.
          return false;
        };
        return (
          <Form.Item
            label={label}
            extra={hint}
            validateStatus={failure ? 'error' : undefined}
            help={failure ? <span id={errorId}>{failure}</span> : undefined}
            className={styles.field}
          >
            <div className={styles.upload}>
              {field.value && (
                <img
                  src={field.value}
                  alt={`${label} preview`}
                  className={
                    name === 'logoImage' ? `${styles.thumbnail} ${styles.logoThumbnail}` : styles.thumbnail
                  }
                />
              )}
              <Upload accept={IMAGE_ACCEPT} beforeUpload={choose} showUploadList={false} maxCount={1}>
                <Button
                  loading={upload.isPending}
                  aria-describedby={failure ? errorId : undefined}
                  aria-label={`${field.value ? 'Replace' : 'Upload'} ${label.toLowerCase()}`}
                >
                  {upload.isPending ? 'Uploading...' : field.value ? 'Replace' : 'Upload'}
                </Button>
              </Upload>
              {field.value && (
                <Button
                  danger
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => {
                    setFailure(null);
                    field.onChange('');
                  }}
                >
                  Remove
                </Button>
              )}
            </div>
          </Form.Item>
        );
      }}
    />
  );
}
