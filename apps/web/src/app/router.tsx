import { createHashRouter, Navigate, useParams } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterCompletionPage } from '../features/auth/RegisterCompletionPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { TwoFactorActivationPage } from '../features/auth/TwoFactorActivationPage.tsx';
import { DashboardGate } from '../features/dashboard/DashboardGate.tsx';
import { HomeShell } from '../features/home/HomeShell.tsx';
import { CompanyInfoPanel } from '../features/panels/CompanyInfoPanel.tsx';
import { PrivacyPanel } from '../features/panels/PrivacyPanel.tsx';
import { SupportPanel } from '../features/panels/SupportPanel.tsx';
import { TermsPanel } from '../features/panels/TermsPanel.tsx';
import { SupplierPortalPage } from '../features/supplier-portal/SupplierPortalPage.tsx';
import { TagPrintPage } from '../features/tags/TagPrintPage.tsx';
import { TagSheetPage } from '../features/tags/TagSheetPage.tsx';
import { RootLayout } from './RootLayout.tsx';

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
