import { Navigate, Route, Routes } from 'react-router';
import { ConnectionsPage } from '../api-keys/ConnectionsPage.tsx';
import { CatalogPage } from '../catalog/CatalogPage.tsx';
import { DocumentReusesPage } from '../document-reuses/DocumentReusesPage.tsx';
import { ImportsPage } from '../imports/ImportsPage.tsx';
import { OrderPage } from '../orders/OrderPage.tsx';
import { OrdersPage } from '../orders/OrdersPage.tsx';
import { InvitationsPage } from '../permissions/InvitationsPage.tsx';
import { ReceivedPermissionsPage } from '../permissions/ReceivedPermissionsPage.tsx';
import { ProfilePage } from '../profile/ProfilePage.tsx';
import { ProjectListPage } from '../projects/ProjectListPage.tsx';
import { ProjectPage } from '../projects/ProjectPage.tsx';
import { RelevanceCheckPage } from '../rules/RelevanceCheckPage.tsx';
import { RulesPage } from '../rules/RulesPage.tsx';
import { StatisticsPage } from '../statistics/StatisticsPage.tsx';
import { TagView } from '../tags/TagView.tsx';
import { TeamPage } from '../teams/TeamPage.tsx';
import { TeamsPage } from '../teams/TeamsPage.tsx';
import { OldOrdersPathRedirect } from './OldOrdersPathRedirect.tsx';

/**
 * The dashboard's screens, relative to /dashboard. Each screen sets its own title with
 * usePageTitle; the bare /dashboard shows the project list under the title 'Dashboard'.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectListPage titled={false} />} />
      <Route path="projects" element={<ProjectListPage />} />
      <Route path="projects/:projectId" element={<ProjectPage />} />
      <Route path="teams" element={<TeamsPage />} />
      <Route path="teams/:teamId" element={<TeamPage />} />
      <Route path="invitations" element={<InvitationsPage />} />
      <Route path="permissions" element={<ReceivedPermissionsPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="tag/:tagId" element={<TagView />} />
      {/* One route for the list and its item drawer (orders/items/{itemId}), so the list stays mounted. */}
      <Route path="ihm/company/:bucketId/orders/*" element={<OrdersPage />} />
      {/* The path before the spec's: old links and bookmarks still land on the list or item. */}
      <Route path="companies/:bucketId/orders/*" element={<OldOrdersPathRedirect />} />
      <Route path="companies/:bucketId/purchase-orders/:orderId/*" element={<OrderPage />} />
      <Route path="companies/:bucketId/statistics" element={<StatisticsPage />} />
      <Route path="companies/:bucketId/catalog" element={<CatalogPage />} />
      <Route path="companies/:bucketId/rules" element={<RulesPage />} />
      <Route path="companies/:bucketId/relevance-check" element={<RelevanceCheckPage />} />
      <Route path="companies/:bucketId/connections" element={<ConnectionsPage />} />
      <Route path="companies/:bucketId/imports" element={<ImportsPage />} />
      <Route path="companies/:bucketId/document-reuses" element={<DocumentReusesPage />} />
      <Route path="*" element={<Navigate to="/dashboard/projects" replace />} />
    </Routes>
  );
}
