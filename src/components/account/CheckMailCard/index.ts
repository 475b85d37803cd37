export { CheckMailCard, type CheckMailCardProps } from './CheckMailCard';
