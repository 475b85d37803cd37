import BuildOutlined from '@mui/icons-material/BuildOutlined';
import type { MenuGroup } from './types';
import { utilityLink, type UtilityPage } from '@/routes/paths';

const utility = (id: string, title: string, page: UtilityPage) =>
  ({ id, title, type: 'item', url: utilityLink(page), target: true }) as const;

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
        utility('error-404', 'menu.error404', 'notFound'),
        utility('error-500', 'menu.error500', 'serverError'),
        utility('coming-soon1', 'menu.comingSoon1', 'comingSoon1'),
        utility('coming-soon2', 'menu.comingSoon2', 'comingSoon2'),
        utility('under-construction', 'menu.underConstruction', 'underConstruction'),
      ],
    },
  ],
};
