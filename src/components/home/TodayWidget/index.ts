export { TodayWidget, type TodayWidgetProps } from './TodayWidget';
export { todayAndTomorrow, TODAY_WIDGET_MAX, type TodayEvent } from './todayEvents';
