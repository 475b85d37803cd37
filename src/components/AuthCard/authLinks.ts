/** The sign-in group's addresses (SPEC §2); forms link between them, pages navigate to them. */
export const AUTH_LINKS = {
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  checkMail: '/check-mail',
  resetPassword: '/reset-password',
} as const;
