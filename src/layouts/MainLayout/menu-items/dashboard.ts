import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { calendarLink, PATHS } from '@/routes/paths';
import type { MenuGroup } from './types';

export function dashboardGroup(username: string): MenuGroup {
  return {
    id: 'dashboard',
    title: 'menu.dashboard',
    type: 'group',
    children: [
      { id: 'home', title: 'menu.home', type: 'item', url: PATHS.home, icon: HomeOutlined },
      {
        id: 'notebook',
        title: 'menu.notebook',
        type: 'item',
        url: PATHS.notebook,
        icon: AutoStoriesOutlined,
      },
      {
        id: 'calendar',
        title: 'menu.calendar',
        type: 'item',
        url: calendarLink(username),
        // Another user's shared calendar is still "the calendar" section.
        match: PATHS.calendar,
        icon: CalendarMonthOutlined,
      },
      {
        id: 'file-assistant',
        title: 'menu.fileAssistant',
        type: 'item',
        url: PATHS.fileAssistant,
        icon: TopicOutlined,
      },
      { id: 'agent', title: 'menu.agent', type: 'item', url: PATHS.agent, icon: SmartToyOutlined },
    ],
  };
}
