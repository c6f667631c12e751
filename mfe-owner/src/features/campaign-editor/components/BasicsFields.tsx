import { Form, Input, Segmented, Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { DURATION_OPTIONS, type CampaignFormValues } from '../lib/campaign-form.ts';
import { RichTextField } from './RichTextField.tsx';

interface BasicsFieldsProps {
  control: Control<CampaignFormValues>;
  /** The business's slug; the URL preview waits for it. */
  businessSlug: string | undefined;
}

/** Wizard step 1: the campaign's name, duration and description, and where its page will live. */
export function BasicsFields({ control, businessSlug }: BasicsFieldsProps) {
  return (
    <>
      <Form.Item label="Campaign name" htmlFor="campaign-name" required style={{ marginBottom: 18 }}>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <Input {...field} id="campaign-name" maxLength={200} placeholder="e.g. Summer Referral Drive" />
          )}
        />
      </Form.Item>
      <Form.Item label="Duration" style={{ marginBottom: 18 }}>
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <Segmented
              value={field.value}
              onChange={field.onChange}
              options={DURATION_OPTIONS.map(({ value, label }) => ({ value, label }))}
              aria-label="Duration"
              block
              style={{ maxWidth: 480 }}
            />
          )}
        />
      </Form.Item>
      <RichTextField control={control} name="description" label="Description" />
      <div
        style={{ background: '#eff6ff', border: '1px solid #bfdbfe', borderRadius: 10, padding: '10px 14px' }}
      >
        <div style={{ fontWeight: 500 }}>Campaign URL</div>
        <Typography.Text code style={{ overflowWrap: 'anywhere' }} aria-label="Campaign URL preview">
          {businessSlug ? `${window.location.origin}/${businessSlug}-refer` : 'Loading...'}
        </Typography.Text>
      </div>
    </>
  );
}
