import type { RouteObject } from 'react-router-dom';
import { AUTH_LINKS } from '@/components/AuthCard/authLinks';
import { lazyPage } from '@/routes/lazyPage';

const path = (link: string) => link.slice(1);

/** The sign-in group (/login, /register, /forgot, /check-mail, /reset-password), one chunk each. */
export const authRoutes: RouteObject[] = [
  { path: path(AUTH_LINKS.login), lazy: lazyPage(() => import('./LoginPage'), 'LoginPage') },
  {
    path: path(AUTH_LINKS.register),
    lazy: lazyPage(() => import('./RegisterPage'), 'RegisterPage'),
  },
  { path: path(AUTH_LINKS.forgot), lazy: lazyPage(() => import('./ForgotPage'), 'ForgotPage') },
  {
    path: path(AUTH_LINKS.checkMail),
    lazy: lazyPage(() => import('./CheckMailPage'), 'CheckMailPage'),
  },
  {
    path: path(AUTH_LINKS.resetPassword),
    lazy: lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage'),
  },
];
