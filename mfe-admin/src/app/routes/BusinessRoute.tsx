import { useParams } from 'react-router-dom';
import { BusinessView } from '../../features/business-view/components/BusinessView.tsx';
import { RequireAdminSession } from '../../features/session/components/RequireAdminSession.tsx';

/** `/admin/business/:id`: the master-admin view of one business. */
export function BusinessRoute() {
  const { id = '' } = useParams();
  return <RequireAdminSession>{() => <BusinessView key={id} businessId={id} />}</RequireAdminSession>;
}
