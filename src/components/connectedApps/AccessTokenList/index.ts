export {
  AccessTokenList,
  APP_GRANT_LABELS,
  type AccessTokenListLabels,
  type AccessTokenListProps,
} from './AccessTokenList';
