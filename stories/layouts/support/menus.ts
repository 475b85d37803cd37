import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { buildMenuItems, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { dashboardGroup } from '@/layouts/MainLayout/menu-items/dashboard';

/** Ten top-level entries, so the horizontal bar must move three into 'more items'. */
export const tenTopLevelEntries: MenuNode[] = [
  ...dashboardGroup('ada').children,
  {
    id: 'maintenance',
    title: 'menu.maintenance',
    type: 'collapse',
    icon: BuildOutlined,
    children: [
      {
        id: 'e404',
        title: 'menu.error404',
        type: 'item',
        url: '/demo/error',
        icon: ErrorOutlineOutlined,
      },
    ],
  },
  {
    id: 'e500',
    title: 'menu.error500',
    type: 'item',
    url: '/demo/500',
    icon: ReportProblemOutlined,
  },
  {
    id: 'soon1',
    title: 'menu.comingSoon1',
    type: 'item',
    url: '/demo/coming-soon1',
    icon: RocketLaunchOutlined,
  },
  {
    id: 'pages',
    title: 'menu.pages',
    type: 'group',
    children: [{ id: 'soon2', title: 'menu.comingSoon2', type: 'item', url: '/demo/coming-soon2' }],
  },
  {
    id: 'construction',
    title: 'menu.underConstruction',
    type: 'item',
    url: '/demo/under-construction',
    icon: ConstructionOutlined,
  },
];

/** A menu whose second group holds an entry of a type the menu does not know. */
export const menuWithUnknownType: MenuNode[] = [
  {
    id: 'dashboard',
    title: 'menu.dashboard',
    type: 'group',
    children: [
      { id: 'home', title: 'menu.home', type: 'item', url: '/', icon: HomeOutlined },
      { id: 'widget', title: 'menu.agent', type: 'widget' },
    ],
  },
  { id: 'banner', title: 'menu.pages', type: 'banner' },
];

/** The product menu with the maintenance links kept in this tab, so stories can follow them. */
export function inAppMenu(username = 'ada'): MenuNode[] {
  return buildMenuItems(username).map((group) =>
    group.id !== 'pages' || !('children' in group)
      ? group
      : { ...group, children: (group.children ?? []).map(sameTab) },
  );
}

function sameTab(node: MenuNode): MenuNode {
  if (node.type === 'item') return { ...node, target: false } as MenuNode;
  return 'children' in node ? { ...node, children: (node.children ?? []).map(sameTab) } : node;
}
