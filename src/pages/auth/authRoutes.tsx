import type { RouteObject } from 'react-router-dom';

/** The sign-in group (/login, /register, /forgot, /check-mail, /reset-password), under MinimalLayout. */
export const authRoutes: RouteObject[] = [];
