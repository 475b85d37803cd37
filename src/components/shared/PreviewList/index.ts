export { PreviewList, type PreviewItem, type PreviewListProps } from './PreviewList';
