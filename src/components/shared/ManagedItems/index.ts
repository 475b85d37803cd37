export { ManagedItemList, type ManagedItemListProps } from './ManagedItemList';
export { ManagedItemRow, type ManagedItemRowProps } from './ManagedItemRow';
