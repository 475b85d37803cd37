export { ScopeChoices, type ScopeChoicesProps } from './ScopeChoices';
