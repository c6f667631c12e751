import { useMemo } from 'react';
import { Form } from 'antd';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor } from 'ckeditor5';
import { Controller, type Control } from 'react-hook-form';
import 'ckeditor5/ckeditor5.css';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { campaignEditorConfig } from './rich-text-config.ts';
import './rich-text.css';
import * as styles from './editor.module.css';

/** The campaign fields that hold rich text (HTML). */
export type RichTextFieldName =
  | 'description'
  | 'welcomeMessage'
  | 'rewardExplanation'
  | 'businessValueProp'
  | 'refereeContent1Body'
  | 'refereeContent2Body'
  | 'refereeContent3Body';

interface RichTextFieldProps {
  control: Control<CampaignFormValues>;
  name: RichTextFieldName;
  /** Shown above the editor and given to its editing area as its accessible name. */
  label: string;
  extra?: string;
}

/**
 * A rich-text campaign field: CKEditor 5 bound to the form. The editor owns its DOM, so the form learns of
 * changes through `onChange`; a value set by the form (a reset) reaches the editor through `data`.
 */
export function RichTextField({ control, name, label, extra }: RichTextFieldProps) {
  // The editor reads its configuration once, when it is created.
  const config = useMemo(() => campaignEditorConfig(label), [label]);
  return (
    <Form.Item label={label} extra={extra} className={styles.field}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="campaign-rich-text">
            <CKEditor
              editor={ClassicEditor}
              config={config}
              data={field.value}
              onChange={(_event, editor) => field.onChange(editor.getData())}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
    </Form.Item>
  );
}
