import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { LineIcon, visuallyHidden } from '@referrals/ui';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </LineIcon>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is named by its (visually hidden) text, not by an
 * aria-label, so that the field's own label "Password" stays the only label containing that word.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          style={{
            border: 0,
            background: 'none',
            padding: 4,
            margin: -4,
            cursor: 'pointer',
            color: '#64748b',
            display: 'inline-flex',
          }}
        >
          <EyeIcon crossed={visible} />
          <span style={visuallyHidden}>{visible ? 'Hide password' : 'Show password'}</span>
        </button>
      }
    />
  );
}
