export { WidgetCard, type WidgetCardProps } from './WidgetCard';
