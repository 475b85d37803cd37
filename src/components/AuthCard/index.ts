export { AuthCard, type AuthCardProps } from './AuthCard';
export { AuthLink, type AuthLinkProps } from './AuthLink';
export { AUTH_LINKS } from './authLinks';
export { AuthNotice, type AuthNoticeProps } from './AuthNotice';
