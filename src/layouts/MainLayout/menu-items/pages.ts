import { BuildOutlined } from '@mui/icons-material';
import type { MenuGroup } from './types';

const utility = (id: string, title: string, path: string) =>
  ({ id, title, type: 'item', url: `/auth/pages/${path}`, target: true }) as const;

export const pagesGroup: MenuGroup = {
  id: 'pages',
  title: 'menu.pages',
  caption: 'menu.pages.caption',
  type: 'group',
  children: [
    {
      id: 'maintenance',
      title: 'menu.maintenance',
      type: 'collapse',
      icon: BuildOutlined,
      children: [
        utility('error-404', 'menu.error404', 'error'),
        utility('error-500', 'menu.error500', '500'),
        utility('coming-soon1', 'menu.comingSoon1', 'coming-soon1'),
        utility('coming-soon2', 'menu.comingSoon2', 'coming-soon2'),
        utility('under-construction', 'menu.underConstruction', 'under-construction'),
      ],
    },
  ],
};
