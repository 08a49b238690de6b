import { Navigate, useLocation, useParams } from 'react-router';
import { companyOrdersPath } from '../company/CompanyNav.tsx';

/** `companies/{id}/orders/…` → `ihm/company/{id}/orders/…`, with the rest of the path and the query. */
export function OldOrdersPathRedirect() {
  const { bucketId = '', '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${companyOrdersPath(bucketId)}${rest ? `/${rest}` : ''}${search}`} replace />;
}
