export { PageTransition, type PageTransitionProps } from './PageTransition';
