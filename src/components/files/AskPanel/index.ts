export { AskPanel, type AskPanelProps } from './AskPanel';
export { scopeFor, type ScopeChoice, type ScopeFile } from './askScopes';
