import {
  AutoStoriesOutlined,
  CalendarMonthOutlined,
  HomeOutlined,
  SmartToyOutlined,
  TopicOutlined,
} from '@mui/icons-material';
import { calendarLink } from '@/routes/links';
import type { MenuGroup } from './types';

export function dashboardGroup(username: string): MenuGroup {
  return {
    id: 'dashboard',
    title: 'menu.dashboard',
    type: 'group',
    children: [
      { id: 'home', title: 'menu.home', type: 'item', url: '/', icon: HomeOutlined },
      {
        id: 'notebook',
        title: 'menu.notebook',
        type: 'item',
        url: '/digi_notebook',
        icon: AutoStoriesOutlined,
      },
      {
        id: 'calendar',
        title: 'menu.calendar',
        type: 'item',
        url: calendarLink(username),
        // Another user's shared calendar is still "the calendar" section.
        match: '/calendar/:username',
        icon: CalendarMonthOutlined,
      },
      {
        id: 'file-assistant',
        title: 'menu.fileAssistant',
        type: 'item',
        url: '/file_assistant',
        icon: TopicOutlined,
      },
      { id: 'agent', title: 'menu.agent', type: 'item', url: '/agent', icon: SmartToyOutlined },
    ],
  };
}
