import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { cmsPageSchema, type CmsPageDto, type CmsPageInput } from '@referrals/contracts';
import { serverMessageOf, showServerFieldErrors, useToast } from '@referrals/ui';
import { TextField } from '../../../components/FormFields.tsx';
import { CMS_ITEM_API, cmsQueryRoot } from '../../../lib/cms/cms-api.ts';
import { adminRequest } from '../../../lib/session/admin-request.ts';
import * as admin from '../../../components/admin.module.css';

interface NewPageValues {
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
  isPublished: boolean;
}

const FIELDS: readonly (keyof NewPageValues)[] = ['title', 'slug', 'content', 'metaDescription'];

/** `POST /api/admin/cms/pages`. */
function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CmsPageInput) => adminRequest<CmsPageDto>('POST', CMS_ITEM_API.page, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsQueryRoot }),
  });
}

/**
 * The New Page form: Title and Slug required, Content (HTML), Meta Description, Publish immediately (unchecked
 * by default). The server's field messages (a slug taken or reserved) show on their fields.
 */
export function NewPageForm({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const create = useCreatePage();
  const { control, handleSubmit, setError, formState } = useForm<NewPageValues>({
    defaultValues: { title: '', slug: '', content: '', metaDescription: '', isPublished: false },
    resolver: yupResolver(cmsPageSchema) as unknown as Resolver<NewPageValues>,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    create.mutate(values as unknown as CmsPageInput, {
      onSuccess: (page) => {
        toast({ title: 'Page created', description: `${page.title} is at /cms/pages/${page.slug}.` });
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, FIELDS, setError);
        toast({
          title: 'Error creating page',
          description: serverMessageOf(error, 'The page could not be created.'),
          variant: 'destructive',
        });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="New page">
      <Form layout="vertical" component={false}>
        <TextField
          control={control}
          name="title"
          label="Title"
          id="new-page-title"
          error={errors.title?.message}
          required
        />
        <TextField
          control={control}
          name="slug"
          label="Slug"
          id="new-page-slug"
          error={errors.slug?.message}
          required
          extra="e.g. about-us: the page's address becomes /cms/pages/about-us"
        />
        <Form.Item
          label="Content"
          htmlFor="new-page-content"
          className={admin.field}
          validateStatus={errors.content ? 'error' : undefined}
          help={errors.content?.message}
          extra="HTML; the page editor offers the full rich-text editor once the page is created."
        >
          <Controller
            name="content"
            control={control}
            render={({ field }) => <Input.TextArea id="new-page-content" rows={5} {...field} />}
          />
        </Form.Item>
        <Form.Item
          label="Meta Description"
          htmlFor="new-page-meta"
          className={admin.field}
          validateStatus={errors.metaDescription ? 'error' : undefined}
          help={errors.metaDescription?.message}
        >
          <Controller
            name="metaDescription"
            control={control}
            render={({ field }) => <Input.TextArea id="new-page-meta" rows={2} {...field} />}
          />
        </Form.Item>
        <Controller
          name="isPublished"
          control={control}
          render={({ field }) => (
            <Checkbox
              className={admin.field}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            >
              Publish immediately
            </Checkbox>
          )}
        />
        <div className={admin.dialogActions}>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Create Page
          </Button>
        </div>
      </Form>
    </form>
  );
}

/** The New Page dialog around {@link NewPageForm}. */
export function NewPageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="New Page" onCancel={onClose} footer={null} destroyOnHidden>
      {open && <NewPageForm onDone={onClose} />}
    </Modal>
  );
}
