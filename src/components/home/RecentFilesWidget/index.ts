export {
  RecentFilesWidget,
  RECENT_FILES_MAX,
  type RecentFilesWidgetProps,
} from './RecentFilesWidget';
