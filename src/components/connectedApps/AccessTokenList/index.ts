export { AccessTokenList, type AccessTokenListProps } from './AccessTokenList';
