export { WidgetCard, type WidgetCardProps } from './WidgetCard';
export { WIDGET_ROW_HEIGHT, WidgetStatus, type WidgetStatusProps } from './WidgetStatus';
