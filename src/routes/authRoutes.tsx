import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { PATHS, segment } from './paths';

/** The sign-in group (docs/product.md §2), one chunk each. */
export const authRoutes: RouteObject[] = [
  {
    path: segment(PATHS.login),
    lazy: lazyPage(() => import('@/pages/auth/LoginPage').then((page) => page.LoginPage)),
  },
  {
    path: segment(PATHS.register),
    lazy: lazyPage(() => import('@/pages/auth/RegisterPage').then((page) => page.RegisterPage)),
  },
  {
    path: segment(PATHS.forgot),
    lazy: lazyPage(() => import('@/pages/auth/ForgotPage').then((page) => page.ForgotPage)),
  },
  {
    path: segment(PATHS.checkMail),
    lazy: lazyPage(() => import('@/pages/auth/CheckMailPage').then((page) => page.CheckMailPage)),
  },
  {
    path: segment(PATHS.resetPassword),
    lazy: lazyPage(() =>
      import('@/pages/auth/ResetPasswordPage').then((page) => page.ResetPasswordPage),
    ),
  },
];
