import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { passwordToggle } from '@referrals/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import * as styles from './admin.module.css';

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** Unique in the page: the input's id, which its label points at. */
  id: string;
  error: string | undefined;
  required?: boolean;
  extra?: string;
}

/** The label, validation message and help text around one field. */
function FieldFrame({
  label,
  id,
  required,
  error,
  extra,
  children,
}: Pick<FieldProps<FieldValues>, 'label' | 'id' | 'required' | 'error' | 'extra'> & { children: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
      className={styles.field}
    >
      {children}
    </Form.Item>
  );
}

/** A labelled text input bound to a react-hook-form field, with its validation message. */
export function TextField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  error,
  required,
  extra,
  type = 'text',
  autoComplete,
}: FieldProps<Values> & { type?: 'text' | 'email' | 'password' | 'tel' | 'url'; autoComplete?: string }) {
  return (
    <FieldFrame label={label} id={id} required={required} error={error} extra={extra}>
      <Controller
        name={name}
        control={control}
        render={({ field: { value, ...field } }) => {
          const common = {
            ...field,
            value: (value as string | undefined) ?? '',
            id,
            autoComplete,
            'aria-required': required || undefined,
            'aria-invalid': error ? true : undefined,
          } as const;
          return type === 'password' ? (
            <Input.Password {...common} iconRender={passwordToggle} />
          ) : (
            <Input {...common} type={type} />
          );
        }}
      />
    </FieldFrame>
  );
}

/** A labelled select bound to a react-hook-form field. */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  error,
  required,
  extra,
  options,
}: FieldProps<Values> & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldFrame label={label} id={id} required={required} error={error} extra={extra}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Select
            id={id}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={[...options]}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            className={styles.fullWidth}
          />
        )}
      />
    </FieldFrame>
  );
}
