import { createHashRouter, Navigate, useParams } from 'react-router';
import { lazyScreen } from '../components/loading/lazy-screen.tsx';
import { DashboardGate } from '../features/dashboard/DashboardGate.tsx';
import { RootLayout } from './RootLayout.tsx';

// The pages are fetched when they open, so the first load holds only the shell (issue 19).
const HomeShell = lazyScreen(() => import('../features/home/HomeShell.tsx'), 'HomeShell');
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyScreen(
  () => import('../features/auth/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const RegisterCompletionPage = lazyScreen(
  () => import('../features/auth/RegisterCompletionPage.tsx'),
  'RegisterCompletionPage',
);
const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const TwoFactorActivationPage = lazyScreen(
  () => import('../features/auth/TwoFactorActivationPage.tsx'),
  'TwoFactorActivationPage',
);
const CompanyInfoPanel = lazyScreen(
  () => import('../features/panels/CompanyInfoPanel.tsx'),
  'CompanyInfoPanel',
);
const PrivacyPanel = lazyScreen(() => import('../features/panels/PrivacyPanel.tsx'), 'PrivacyPanel');
const SupportPanel = lazyScreen(() => import('../features/panels/SupportPanel.tsx'), 'SupportPanel');
const TermsPanel = lazyScreen(() => import('../features/panels/TermsPanel.tsx'), 'TermsPanel');
const SupplierPortalPage = lazyScreen(
  () => import('../features/supplier-portal/SupplierPortalPage.tsx'),
  'SupplierPortalPage',
);
const TagPrintPage = lazyScreen(() => import('../features/tags/TagPrintPage.tsx'), 'TagPrintPage');
const TagSheetPage = lazyScreen(() => import('../features/tags/TagSheetPage.tsx'), 'TagSheetPage');

function TagRedirect() {
  const { tagId = '' } = useParams();
  return <Navigate to={`/dashboard/tag/${encodeURIComponent(tagId)}`} replace />;
}

export const router = createHashRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'tag/:tagId', element: <TagRedirect /> },
      {
        path: 'dashboard/*',
        handle: { title: 'Dashboard' },
        element: <DashboardGate />,
      },
      {
        element: <HomeShell />,
        children: [
          {
            path: 'home',
            children: [
              { index: true, element: <Navigate to="login" replace /> },
              { path: 'login', element: <LoginPage />, handle: { title: 'Login' } },
              {
                path: '2fa-activation',
                element: <TwoFactorActivationPage />,
                handle: { title: 'Activate Two-Factor Authentication' },
              },
              { path: 'register', element: <RegisterPage />, handle: { title: 'Register' } },
              { path: 'register2', element: <RegisterCompletionPage />, handle: { title: 'Register' } },
              { path: 'pwreset', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
              { path: 'pwreset2', element: <ResetPasswordPage />, handle: { title: 'Reset Password' } },
            ],
          },
          { path: 'legal-info', element: <PrivacyPanel />, handle: { title: 'Privacy Information' } },
          { path: 'data-policy', element: <TermsPanel />, handle: { title: 'Terms & Conditions' } },
          { path: 'company-info', element: <CompanyInfoPanel />, handle: { title: 'Company Information' } },
          { path: 'support', element: <SupportPanel />, handle: { title: 'Support' } },
        ],
      },
      { path: 'supplier/:token', element: <SupplierPortalPage />, handle: { title: 'Supplier Portal' } },
      { path: 'openQRCode', element: <TagPrintPage />, handle: { title: 'Tag Print' } },
      { path: 'tagSheet', element: <TagSheetPage />, handle: { title: 'Tag Sheet' } },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
