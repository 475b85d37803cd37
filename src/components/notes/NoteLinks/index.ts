export { LinkedFrom, type LinkedFromProps } from './LinkedFrom';
