import { useState, type ComponentPropsWithRef } from 'react';
import { LineIcon } from '../components/LineIcon.tsx';
import { visuallyHidden } from '../components/visually-hidden.ts';
import * as styles from './form-field.module.css';
import { inputClassName } from './FormField.tsx';

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
 * A password input with a show/hide toggle inside its frame. The toggle is named by its (visually hidden)
 * text, not by an aria-label, so that the field's own label "Password" stays the only label containing that
 * word. The ref reaches the input (react-hook-form's `register`).
 */
export function PasswordInput({
  invalid = false,
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & { invalid?: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={inputClassName(invalid, styles.affix)}>
      <input {...props} type={visible ? 'text' : 'password'} className={styles.affixInput} />
      <button type="button" className={styles.affixButton} onClick={() => setVisible((shown) => !shown)}>
        <EyeIcon crossed={visible} />
        <span style={visuallyHidden}>{visible ? 'Hide password' : 'Show password'}</span>
      </button>
    </span>
  );
}
