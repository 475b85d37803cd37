export {
  NOTES_WIDGET_MAX,
  NotesWidget,
  type NotesWidgetKind,
  type NotesWidgetNote,
  type NotesWidgetProps,
} from './NotesWidget';
