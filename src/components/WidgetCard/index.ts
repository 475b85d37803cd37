export { WidgetCard, type WidgetCardProps } from './WidgetCard';
export { WidgetStatus, type WidgetStatusProps } from './WidgetStatus';
