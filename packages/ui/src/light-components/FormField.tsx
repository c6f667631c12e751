import type { ReactNode } from 'react';
import * as styles from './form-field.module.css';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The id of the control: the label points at it, the message ids derive from it. */
  id: string;
  label?: string;
  /** Shows the required mark (the control itself carries `required` or `aria-required`). */
  required?: boolean;
  /** The validation message, shown under the control in red. */
  error?: string;
  /** Help under the control while it is valid. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The id of the message under control `id`, for its `aria-describedby`. */
export function messageIdOf(id: string): string {
  return `${id}-message`;
}

/** A vertical form item: label, control, then the validation message (or the help). */
export function FormField({ id, label, required, error, extra, className, children }: FormFieldProps) {
  return (
    <div className={`${styles.item} ${className ?? ''}`}>
      {label && (
        <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={messageIdOf(id)} className={styles.help}>
          {error}
        </p>
      ) : (
        extra && (
          <p id={messageIdOf(id)} className={styles.extra}>
            {extra}
          </p>
        )
      )}
    </div>
  );
}

/** The class names of a text input or select, red when `invalid`. */
export function inputClassName(invalid: boolean, extra = ''): string {
  return [styles.input, invalid ? styles.invalid : '', extra].filter(Boolean).join(' ');
}
