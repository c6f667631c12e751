import { Form, Input, Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { CampaignFormValues, RefereeContentBox as Box } from '../lib/campaign-form.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { RichTextField } from './RichTextField.tsx';

interface RefereeContentBoxProps {
  control: Control<CampaignFormValues>;
  box: Box;
}

/** One of the three boxes a referred friend sees (shown on the referral page only when titled). */
export function RefereeContentBox({ control, box }: RefereeContentBoxProps) {
  const titleId = `campaign-refereeContent${box}Title`;
  return (
    <fieldset
      style={{
        border: '1px solid #e2e8f0',
        borderRadius: 10,
        padding: '12px 14px 0',
        margin: '0 0 16px',
        minWidth: 0,
      }}
    >
      <legend style={{ width: 'auto', padding: '0 6px', margin: 0, fontSize: 15 }}>
        <Typography.Text strong>Content box {box}</Typography.Text>
      </legend>
      <Form.Item label={`Box ${box} title`} htmlFor={titleId} style={{ marginBottom: 18 }}>
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
