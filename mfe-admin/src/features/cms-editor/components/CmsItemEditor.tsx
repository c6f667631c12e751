import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Switch } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CmsPageDto } from '@referrals/contracts';
import { isApiError, serverMessageOf, useToast } from '@referrals/ui';
import { AdminHeader } from '../../../components/AdminHeader.tsx';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import { ToneTag } from '../../../components/StatusTags.tsx';
import { paths } from '../../../config/paths.ts';
import type { CmsItemKind } from '../../../lib/cms/cms-api.ts';
import { itemStatus } from '../../../lib/cms/item-status.ts';
import { useCmsItem, useSaveCmsItem } from '../api/items.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { clearDraft, draftKey, loadDraft, storeDraft } from '../lib/draft-storage.ts';
import {
  blankValues,
  checkedInput,
  previewTarget,
  sameValues,
  valuesOf,
  withTitle,
  type EditorField,
  type EditorValues,
} from '../lib/editor-form.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PreviewLinksCard } from './PreviewLinksCard.tsx';
import { RevisionsCard } from './RevisionsCard.tsx';
import * as admin from '../../../components/admin.module.css';
import * as styles from './editor.module.css';

// CKEditor is the largest part of the editor: the form shows while it loads.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** docs/product-rules.md §9: the content editor's height. */
const EDITOR_HEIGHT: Record<CmsItemKind, number> = { page: 400, post: 450 };

const FIELDS: readonly EditorField[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'featuredImage',
  'metaDescription',
  'isPublished',
  'publishAt',
];

/** The editor's first values: a draft kept in storage wins over the saved item, and says so. */
export function initialEditorState(key: string, baseline: EditorValues) {
  const draft = loadDraft(key);
  if (draft && !sameValues(draft.values, baseline)) return { values: draft.values, restored: true };
  return { values: baseline, restored: false };
}

/**
 * The page editor (`/admin/pages/edit/{id}`) and the blog editor (`/admin/blog/new`, `/admin/blog/edit/{id}`):
 * the item's fields, its content in CKEditor, Published and Publish at, the featured image from the media
 * library, Preview and Save Changes; for a saved item its revisions and shareable preview links.
 */
export function CmsItemEditor({ kind, id }: { kind: CmsItemKind; id: string | null }) {
  const navigate = useNavigate();
  const item = useCmsItem(kind, id);
  const noun = kind === 'page' ? 'Page' : 'Post';
  if (id !== null && item.isPending) {
    return (
      <div className={admin.page}>
        <main className={admin.main}>
          <Skeleton active />
        </main>
      </div>
    );
  }
  if (id !== null && !item.data) {
    const missing = isApiError(item.error) && item.error.status === 404;
    return (
      <div className={admin.page}>
        <main className={admin.main}>
          {missing ? (
            <Result
              status="404"
              title={`${noun} not found`}
              subTitle={`The ${noun.toLowerCase()} you are looking for does not exist or has been deleted.`}
              extra={
                <Button type="primary" onClick={() => navigate(paths.dashboard)}>
                  Back to Dashboard
                </Button>
              }
            />
          ) : (
            <LoadFailed what={noun.toLowerCase()} error={item.error} />
          )}
        </main>
      </div>
    );
  }
  return <EditorForm key={item.data?.id ?? 'new'} kind={kind} item={item.data ?? null} />;
}

/** The form of {@link CmsItemEditor} over a loaded item, or a new post (`item` null). */
export function EditorForm({ kind, item }: { kind: CmsItemKind; item: CmsPageDto | null }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const save = useSaveCmsItem(kind);
  const storageKey = draftKey(kind, item?.id ?? null);
  const [saved, setSaved] = useState<CmsPageDto | null>(item);
  const [baseline, setBaseline] = useState(() => (item ? valuesOf(item) : blankValues()));
  const [initial] = useState(() => initialEditorState(storageKey, baseline));
  const [values, setValues] = useState(initial.values);
  const [restoredDraft, setRestoredDraft] = useState(initial.restored);
  const [errors, setErrors] = useState<Partial<Record<EditorField, string>>>({});
  const dirty = !sameValues(values, baseline);
  const leave = useLeaveGuard(dirty);
  const isNewPost = kind === 'post' && saved === null;

  useEffect(() => {
    if (dirty) storeDraft(storageKey, values, saved?.updatedAt ?? null);
    else clearDraft(storageKey);
  }, [dirty, values, storageKey, saved]);

  const set = <Field extends EditorField>(field: Field, value: EditorValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = (next: CmsPageDto) => {
    setSaved(next);
    setBaseline(valuesOf(next));
    setValues(valuesOf(next));
    setErrors({});
    setRestoredDraft(false);
  };

  const submit = () => {
    const checked = checkedInput(kind, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: saved?.id ?? null, input: checked.input },
      {
        onSuccess: (answer) => {
          clearDraft(storageKey);
          if (kind === 'page') {
            toast({ title: 'Page updated successfully', description: answer.title, nextPage: true });
            navigate(paths.dashboard);
          } else if (saved === null) {
            toast({ title: 'Blog post created', description: 'Changes saved successfully', nextPage: true });
            navigate(paths.dashboard);
          } else {
            reset(answer);
            toast({ title: 'Blog post updated', description: 'Changes saved successfully' });
          }
        },
        onError: (error) => {
          if (isApiError(error)) {
            const fieldErrors: Partial<Record<EditorField, string>> = {};
            for (const [field, message] of Object.entries(error.fieldErrors))
              if ((FIELDS as readonly string[]).includes(field)) fieldErrors[field as EditorField] = message;
            setErrors(fieldErrors);
          }
          toast({
            title: kind === 'page' ? 'Error updating page' : 'Error',
            description: serverMessageOf(error, `The ${kind} could not be saved.`),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const preview = () => {
    const target = previewTarget(kind, saved?.slug ?? null);
    if (target.kind === 'unavailable') {
      toast({ title: target.title, description: target.description, variant: 'info' });
      return;
    }
    window.open(target.url, '_blank', 'noopener');
  };

  const field = (
    name: EditorField,
    label: string,
    control: React.ReactNode,
    extra?: string,
    required = false,
  ) => (
    <Form.Item
      label={label}
      htmlFor={`cms-${name}`}
      required={required}
      className={admin.field}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
      extra={extra}
    >
      {control}
    </Form.Item>
  );
  const status = saved ? itemStatus(saved) : null;
  const title = kind === 'page' ? 'Edit Page' : saved ? 'Edit Blog Post' : 'New Blog Post';

  return (
    <div className={admin.page}>
      <AdminHeader
        title={title}
        actions={
          <>
            <Button onClick={() => leave(paths.dashboard)}>Back</Button>
            <Button onClick={preview}>Preview</Button>
            <Button type="primary" loading={save.isPending} onClick={submit}>
              Save Changes
            </Button>
          </>
        }
      />
      <main className={`${admin.main} ${admin.stack}`}>
        {restoredDraft && (
          <Alert
            type="info"
            showIcon
            title="Restored your unsaved draft"
            description="What you typed before leaving or reloading is back. Save it, or discard it to return to the saved version."
            action={
              <Button
                size="small"
                onClick={() => {
                  clearDraft(storageKey);
                  setValues(baseline);
                  setRestoredDraft(false);
                }}
              >
                Discard
              </Button>
            }
          />
        )}
        <form
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className={styles.layout}
        >
          <Form layout="vertical" component={false}>
            <Card className={styles.mainColumn}>
              {field(
                'title',
                kind === 'page' ? 'Page Title' : 'Title',
                <Input
                  id="cms-title"
                  value={values.title}
                  aria-required
                  onChange={(event) => {
                    setValues((current) => withTitle(current, event.target.value, isNewPost));
                    setErrors((current) => ({ ...current, title: undefined, slug: undefined }));
                  }}
                />,
                undefined,
                true,
              )}
              {field(
                'slug',
                'URL Slug',
                <Input
                  id="cms-slug"
                  value={values.slug}
                  aria-required
                  prefix={kind === 'page' ? '/cms/pages/' : '/blog/'}
                  onChange={(event) => set('slug', event.target.value)}
                />,
                isNewPost
                  ? 'Follows the title until the post is saved; lowercase letters, digits and hyphens.'
                  : 'Changing it moves the public address; the old one redirects to the new.',
                true,
              )}
              {kind === 'post' &&
                field(
                  'excerpt',
                  'Excerpt',
                  <Input.TextArea
                    id="cms-excerpt"
                    rows={3}
                    value={values.excerpt}
                    onChange={(event) => set('excerpt', event.target.value)}
                  />,
                  'Shown in the blog list and above the post.',
                )}
              {field(
                'content',
                'Content',
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <RichTextEditor
                    label="Content"
                    value={values.content}
                    height={EDITOR_HEIGHT[kind]}
                    onChange={(html) => set('content', html)}
                  />
                </Suspense>,
              )}
              {field(
                'metaDescription',
                'Meta Description',
                <Input.TextArea
                  id="cms-metaDescription"
                  rows={2}
                  value={values.metaDescription}
                  onChange={(event) => set('metaDescription', event.target.value)}
                />,
                'What search engines and link previews show; up to 300 characters.',
              )}
            </Card>
            <div className={styles.sideColumn}>
              <Card title="Publishing" size="small">
                {status && (
                  <p className={styles.note}>
                    Now: <ToneTag tone={status.tone}>{status.label}</ToneTag>
                  </p>
                )}
                <Form.Item label="Published" htmlFor="cms-isPublished" className={admin.field}>
                  <Switch
                    id="cms-isPublished"
                    checked={values.isPublished}
                    onChange={(checked) => set('isPublished', checked)}
                  />
                </Form.Item>
                {field(
                  'publishAt',
                  'Publish at',
                  <div className={styles.inline}>
                    <Input
                      id="cms-publishAt"
                      type="datetime-local"
                      value={values.publishAt}
                      onChange={(event) => set('publishAt', event.target.value)}
                    />
                    {values.publishAt && <Button onClick={() => set('publishAt', '')}>Clear</Button>}
                  </div>,
                  values.publishAt
                    ? 'Scheduled: it is published at this time (your time zone). Leave Published off until then.'
                    : 'Optional: a future time publishes the draft then.',
                )}
              </Card>
              <Card title="Featured Image" size="small">
                {field(
                  'featuredImage',
                  'Featured Image',
                  <MediaPicker
                    id="cms-featuredImage"
                    label="Featured Image"
                    value={values.featuredImage}
                    onChange={(url) => set('featuredImage', url)}
                  />,
                )}
              </Card>
              {saved && (
                <>
                  <RevisionsCard kind={kind} itemId={saved.id} dirty={dirty} onRestored={reset} />
                  <PreviewLinksCard kind={kind} itemId={saved.id} />
                </>
              )}
            </div>
          </Form>
        </form>
      </main>
    </div>
  );
}
