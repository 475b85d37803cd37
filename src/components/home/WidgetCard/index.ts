export { WidgetCard, type WidgetCardProps } from './WidgetCard';
export { WidgetEmpty, type WidgetEmptyProps } from './WidgetEmpty';
export { WidgetRow, type WidgetRowProps } from './WidgetRow';
export { WIDGET_ROW_HEIGHT, WIDGET_SKELETON } from './widgetLayout';
