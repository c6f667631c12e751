import { useState } from 'react';
import { ColorPicker, Form, Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import * as styles from './editor.module.css';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface HexInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The colour as text: what the owner types is kept while incomplete and reaches the form once it is a full
 * hex value; a colour picked in the swatch replaces the text.
 */
function HexInput({ id, value, onChange }: HexInputProps) {
  const [text, setText] = useState(value);
  // A colour picked in the swatch (or a reset) replaces the text, adjusted during render rather than in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.toLowerCase() !== value.toLowerCase()) setText(value);
  }
  return (
    <Input
      id={id}
      value={text}
      maxLength={7}
      spellCheck={false}
      status={HEX.test(text) ? undefined : 'warning'}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        if (HEX.test(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setText(value)}
      className={styles.hex}
    />
  );
}

interface ColorFieldProps {
  control: Control<CampaignFormValues>;
  name: 'primaryColor' | 'secondaryColor';
  label: string;
}

/** A brand colour: a picker and its hex text, kept in step both ways. */
export function ColorField({ control, name, label }: ColorFieldProps) {
  const id = `campaign-${name}`;
  return (
    <Form.Item label={label} htmlFor={id} className={styles.field}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className={styles.colourRow}>
            <ColorPicker
              value={field.value}
              disabledAlpha
              onChange={(color) => field.onChange(color.toHexString())}
              // The swatch is a pointer's shortcut and takes no focus; the hex field is the colour's control.
              aria-hidden
            />
            <HexInput id={id} value={field.value} onChange={field.onChange} />
          </div>
        )}
      />
    </Form.Item>
  );
}
