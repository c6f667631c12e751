import { useParams } from 'react-router-dom';
import { CmsItemEditor } from '../../features/cms-editor/components/CmsItemEditor.tsx';
import { RequireAdminSession } from '../../features/session/components/RequireAdminSession.tsx';

/** `/admin/pages/edit/:id`: the CMS page editor. */
export function PageEditRoute() {
  const { id = '' } = useParams();
  return <RequireAdminSession>{() => <CmsItemEditor key={id} kind="page" id={id} />}</RequireAdminSession>;
}

/** `/admin/blog/new` and `/admin/blog/edit/:id`: the blog editor of a new or a saved post. */
export function BlogEditRoute() {
  const { id } = useParams();
  return (
    <RequireAdminSession>
      {() => <CmsItemEditor key={id ?? 'new'} kind="post" id={id ?? null} />}
    </RequireAdminSession>
  );
}
