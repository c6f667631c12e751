import { Form, Input, Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { CampaignFormValues, RefereeContentBox as Box } from '../lib/campaign-form.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { RichTextField } from './RichTextField.tsx';
import * as styles from './editor.module.css';

interface RefereeContentBoxProps {
  control: Control<CampaignFormValues>;
  box: Box;
}

/** One of the three boxes a referred friend sees (shown on the referral page only when titled). */
export function RefereeContentBox({ control, box }: RefereeContentBoxProps) {
  const titleId = `campaign-refereeContent${box}Title`;
  return (
    <fieldset className={styles.contentBox}>
      <legend className={styles.legend}>
        <Typography.Text strong>Content box {box}</Typography.Text>
      </legend>
      <Form.Item label={`Box ${box} title`} htmlFor={titleId} className={styles.field}>
        <Controller
          control={control}
          name={`refereeContent${box}Title`}
          render={({ field }) => <Input {...field} id={titleId} maxLength={200} />}
        />
      </Form.Item>
      <ImageUploadField
        control={control}
        name={`refereeContent${box}Image`}
        label={`Box ${box} header image`}
        hint="Recommended: 1200x400px"
      />
      <RichTextField control={control} name={`refereeContent${box}Body`} label={`Box ${box} body`} />
    </fieldset>
  );
}
