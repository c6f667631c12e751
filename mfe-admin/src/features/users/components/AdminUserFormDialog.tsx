import { Button, Form, Modal, Switch } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  type AdminRole,
  type AdminUserCreateInput,
  type AdminUserDto,
  type AdminUserUpdateInput,
} from '@referrals/contracts';
import { serverMessageOf, showServerFieldErrors, useToast } from '@referrals/ui';
import { SelectField, TextField } from '../../../components/FormFields.tsx';
import { useCreateAdminUser, useUpdateAdminUser } from '../api/admin-users.ts';
import { CREATE_ROLE_OPTIONS, editRoleOptions } from '../lib/admin-roles.ts';
import * as admin from '../../../components/admin.module.css';

interface AdminUserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: string;
  isActive: boolean;
}

const FIELDS: readonly (keyof AdminUserFormValues)[] = ['firstName', 'lastName', 'email', 'password', 'role'];

/** Create Admin (no `user`) or Edit Admin User: the form, with the role choices the caller may give. */
export function AdminUserForm({
  user,
  currentRole,
  onDone,
}: {
  user: AdminUserDto | null;
  currentRole: AdminRole;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const editing = user !== null;
  const { control, handleSubmit, setError, formState } = useForm<AdminUserFormValues>({
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? 'admin',
      isActive: user?.isActive ?? true,
    },
    // The schemas' output types are the payloads; the form holds the same fields.
    resolver: (editing
      ? yupResolver(adminUserUpdateSchema)
      : yupResolver(adminUserCreateSchema)) as unknown as Resolver<AdminUserFormValues>,
  });
  const { errors } = formState;
  const id = (field: keyof AdminUserFormValues) => `admin-user-${editing ? 'edit' : 'create'}-${field}`;

  const failed = (error: unknown) => {
    showServerFieldErrors(error, FIELDS, setError);
    toast({
      title: editing ? 'Update failed' : 'Create failed',
      description: serverMessageOf(
        error,
        editing ? 'The administrator could not be updated.' : 'The administrator could not be created.',
      ),
      variant: 'destructive',
    });
  };
  const submit = handleSubmit((values) => {
    const name = `${values.firstName} ${values.lastName}`.trim();
    if (user) {
      const { password, ...rest } = values as unknown as AdminUserUpdateInput;
      update.mutate(
        { id: user.id, input: password ? { ...rest, password } : rest },
        {
          onSuccess: () => {
            toast({ title: 'Admin updated', description: `${name} was saved.` });
            onDone();
          },
          onError: failed,
        },
      );
      return;
    }
    const { isActive: _isActive, ...input } = values;
    create.mutate(input as AdminUserCreateInput, {
      onSuccess: () => {
        toast({ title: 'Admin created', description: `${name} can now sign in.` });
        onDone();
      },
      onError: failed,
    });
  });

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'password',
    label: string,
    type: 'text' | 'email' | 'password',
    autoComplete: string,
    extra?: string,
  ) => (
    <TextField
      control={control}
      name={name}
      label={label}
      id={id(name)}
      error={errors[name]?.message}
      required={!(editing && name === 'password')}
      type={type}
      autoComplete={autoComplete}
      extra={extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit admin user' : 'Create admin user'}>
      <Form layout="vertical" component={false}>
        {text('firstName', 'First name', 'text', 'off')}
        {text('lastName', 'Last name', 'text', 'off')}
        {text('email', 'Email', 'email', 'off')}
        <SelectField
          control={control}
          name="role"
          label="Role"
          id={id('role')}
          error={errors.role?.message}
          required
          options={editing ? editRoleOptions(currentRole) : CREATE_ROLE_OPTIONS}
        />
        {editing
          ? text(
              'password',
              'New password',
              'password',
              'new-password',
              'Optional: leave empty to keep the current password',
            )
          : text('password', 'Password', 'password', 'new-password')}
        {editing && (
          <Form.Item label="Active" htmlFor={id('isActive')} className={admin.field}>
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => (
                <Switch
                  id={id('isActive')}
                  checked={field.value}
                  onChange={field.onChange}
                  aria-label="Active"
                />
              )}
            />
          </Form.Item>
        )}
        <div className={admin.dialogActions}>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Save Changes' : 'Create Admin'}
          </Button>
        </div>
      </Form>
    </form>
  );
}

/** The dialog around {@link AdminUserForm}. */
export function AdminUserFormDialog({
  open,
  user,
  currentRole,
  onClose,
}: {
  open: boolean;
  user: AdminUserDto | null;
  currentRole: AdminRole;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={user ? 'Edit Admin User' : 'Create Admin'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && (
        <AdminUserForm key={user?.id ?? 'new'} user={user} currentRole={currentRole} onDone={onClose} />
      )}
    </Modal>
  );
}
