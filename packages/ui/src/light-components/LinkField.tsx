import * as styles from './link-field.module.css';

/** Props of {@link LinkField}. */
export interface LinkFieldProps {
  id: string;
  label: string;
  /** The address shown. */
  value: string;
  /** Spacing around the field, from the page's styles. */
  className?: string;
}

/**
 * A personal link shown whole and read-only, selected on focus so it can be copied by hand (beside a
 * CopyButton). A text area, not an input: the whole link shows on a phone, wrapped, code included.
 */
export function LinkField({ id, label, value, className }: LinkFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        rows={2}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
