import { Navigate, Route, Routes } from 'react-router';
import { lazyScreen, OnDemand } from '../../components/loading/lazy-screen.tsx';
import { OldOrdersPathRedirect } from './OldOrdersPathRedirect.tsx';

// Every screen is a chunk of its own, fetched when it first opens: the first load stays small (issue 19).
const ConnectionsPage = lazyScreen(() => import('../api-keys/ConnectionsPage.tsx'), 'ConnectionsPage');
const CatalogPage = lazyScreen(() => import('../catalog/CatalogPage.tsx'), 'CatalogPage');
const DocumentReusesPage = lazyScreen(
  () => import('../document-reuses/DocumentReusesPage.tsx'),
  'DocumentReusesPage',
);
const FleetPage = lazyScreen(() => import('../fleet/FleetPage.tsx'), 'FleetPage');
const ImportsPage = lazyScreen(() => import('../imports/ImportsPage.tsx'), 'ImportsPage');
const OrderPage = lazyScreen(() => import('../orders/OrderPage.tsx'), 'OrderPage');
const OrdersPage = lazyScreen(() => import('../orders/OrdersPage.tsx'), 'OrdersPage');
const InvitationsPage = lazyScreen(() => import('../permissions/InvitationsPage.tsx'), 'InvitationsPage');
const ReceivedPermissionsPage = lazyScreen(
  () => import('../permissions/ReceivedPermissionsPage.tsx'),
  'ReceivedPermissionsPage',
);
const ProfilePage = lazyScreen(() => import('../profile/ProfilePage.tsx'), 'ProfilePage');
const ProjectListPage = lazyScreen(() => import('../projects/ProjectListPage.tsx'), 'ProjectListPage');
const ProjectPage = lazyScreen(() => import('../projects/ProjectPage.tsx'), 'ProjectPage');
const RelevanceCheckPage = lazyScreen(() => import('../rules/RelevanceCheckPage.tsx'), 'RelevanceCheckPage');
const RulesPage = lazyScreen(() => import('../rules/RulesPage.tsx'), 'RulesPage');
const StatisticsPage = lazyScreen(() => import('../statistics/StatisticsPage.tsx'), 'StatisticsPage');
const TagView = lazyScreen(() => import('../tags/TagView.tsx'), 'TagView');
const TeamPage = lazyScreen(() => import('../teams/TeamPage.tsx'), 'TeamPage');
const TeamsPage = lazyScreen(() => import('../teams/TeamsPage.tsx'), 'TeamsPage');
const CompaniesPage = lazyScreen(() => import('../companies/CompaniesPage.tsx'), 'CompaniesPage');
const CompanyAdminPage = lazyScreen(
  () => import('../company-admin/CompanyAdminPage.tsx'),
  'CompanyAdminPage',
);
const CompanyAuditPage = lazyScreen(() => import('../audit/CompanyAuditPage.tsx'), 'CompanyAuditPage');

/**
 * The dashboard's screens, relative to /dashboard. Each screen sets its own title with
 * usePageTitle; the bare /dashboard shows the project list under the title 'Dashboard'.
 */
export function DashboardRoutes() {
  return (
    <OnDemand>
      <Routes>
        <Route index element={<ProjectListPage titled={false} />} />
        <Route path="projects" element={<ProjectListPage />} />
        <Route path="projects/:projectId" element={<ProjectPage />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="fleet" element={<FleetPage />} />
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
        <Route path="companies/:bucketId/admin" element={<CompanyAdminPage />} />
        <Route path="companies/:bucketId/admin/audit" element={<CompanyAuditPage />} />
        <Route path="*" element={<Navigate to="/dashboard/projects" replace />} />
      </Routes>
    </OnDemand>
  );
}
