export { AuthCard, type AuthCardProps } from './AuthCard';
export { AuthLink, type AuthLinkProps } from './AuthLink';
export { AuthNotice, type AuthNoticeProps } from './AuthNotice';
