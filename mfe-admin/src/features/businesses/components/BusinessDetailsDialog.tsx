import { useState } from 'react';
import { Button, Descriptions, Form, Modal } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Resolver } from 'react-hook-form';
import {
  adminBusinessUpdateSchema,
  type AdminBusinessDto,
  type AdminBusinessUpdateInput,
} from '@referrals/contracts';
import {
  ActiveStatusTag,
  formatDate,
  planOf,
  serverMessageOf,
  showServerFieldErrors,
  useToast,
} from '@referrals/ui';
import { SelectField, TextField } from '../../../components/FormFields.tsx';
import { useUpdateBusiness } from '../api/businesses.ts';
import {
  BUSINESS_FORM_FIELDS,
  BUSINESS_TYPE_OPTIONS,
  businessFormValues,
  businessUpdatePayload,
  SUBSCRIPTION_OPTIONS,
  type BusinessFormValues,
} from '../lib/business-form.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './businesses.module.css';

/** The read-only details, first view of the dialog. */
export function BusinessDetailsView({ business }: { business: AdminBusinessDto }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'name', label: 'Business Name', children: business.businessName },
        { key: 'email', label: 'Email', children: business.email },
        { key: 'plan', label: 'Subscription', children: planOf(business.subscriptionTier).name },
        { key: 'status', label: 'Status', children: <ActiveStatusTag isActive={business.isActive} /> },
        { key: 'created', label: 'Created', children: formatDate(business.createdAt) },
      ]}
    />
  );
}

/** The edit form: the fields of the update, checked with the API's own schema. */
function BusinessEditForm({ business, onDone }: { business: AdminBusinessDto; onDone: () => void }) {
  const { toast } = useToast();
  const update = useUpdateBusiness();
  const { control, handleSubmit, setError, formState } = useForm<BusinessFormValues>({
    defaultValues: businessFormValues(business),
    // The schema's output type is the payload; the form holds the same fields as text.
    resolver: yupResolver(adminBusinessUpdateSchema) as unknown as Resolver<BusinessFormValues>,
  });
  const { errors } = formState;
  const id = (field: keyof BusinessFormValues) => `business-edit-${field}`;
  const submit = handleSubmit((values) => {
    update.mutate(
      { id: business.id, input: businessUpdatePayload(values as AdminBusinessUpdateInput) },
      {
        onSuccess: () => {
          toast({ title: 'Business updated', description: `${values.businessName} was saved.` });
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, BUSINESS_FORM_FIELDS, setError);
          toast({
            title: 'Update failed',
            description: serverMessageOf(error, 'The business could not be updated.'),
            variant: 'destructive',
          });
        },
      },
    );
  });
  const text = (
    name: keyof BusinessFormValues,
    label: string,
    type?: 'tel' | 'url',
    autoComplete?: string,
  ) => (
    <TextField
      control={control}
      name={name}
      label={label}
      id={id(name)}
      error={errors[name]?.message}
      required={name !== 'website'}
      type={type}
      autoComplete={autoComplete}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Edit business">
      <Form layout="vertical" component={false}>
        {text('businessName', 'Business name', undefined, 'organization')}
        <SelectField
          control={control}
          name="businessType"
          label="Business type"
          id={id('businessType')}
          error={errors.businessType?.message}
          required
          options={BUSINESS_TYPE_OPTIONS}
        />
        {text('contactName', 'Contact name', undefined, 'name')}
        {text('phoneNumber', 'Phone number', 'tel', 'tel')}
        {text('businessAddress', 'Business address', undefined, 'street-address')}
        {text('postcode', 'Postcode', undefined, 'postal-code')}
        {text('website', 'Website', 'url', 'url')}
        <SelectField
          control={control}
          name="subscriptionTier"
          label="Subscription"
          id={id('subscriptionTier')}
          error={errors.subscriptionTier?.message}
          required
          options={SUBSCRIPTION_OPTIONS}
        />
        <div className={admin.dialogActions}>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </Form>
    </form>
  );
}

/** The Business Details dialog: the details, and an "Edit Business" button that turns them into the form. */
export function BusinessDetailsDialog({
  business,
  onClose,
}: {
  business: AdminBusinessDto | null;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Modal
      open={business !== null}
      title={editing ? 'Edit Business' : 'Business Details'}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {business &&
        (editing ? (
          <BusinessEditForm business={business} onDone={close} />
        ) : (
          <div className={admin.wideDialogBody}>
            <BusinessDetailsView business={business} />
            <div className={styles.editRow}>
              <Button type="primary" onClick={() => setEditing(true)}>
                Edit Business
              </Button>
            </div>
          </div>
        ))}
    </Modal>
  );
}
