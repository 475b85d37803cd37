export { ScopeChips, scopeMessageId, type ScopeChipsProps } from './ScopeChips';
