export { ConsentCard, type ConsentCardProps } from './ConsentCard';
export type { ConsentProblemKind } from './ConsentProblem';
