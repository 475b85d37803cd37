import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Sidebar } from '@/layouts/MainLayout/Sidebar';
import type { MenuNode } from '@/layouts/MainLayout/menu-items';
import { DemoPage } from '@stories/layouts/support/DemoPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

export interface SidebarStoryProps {
  menu: readonly MenuNode[];
  /** Full drawer when true, mini when false (on ≥ md). */
  open: boolean;
  loading?: boolean;
  initialPath?: string;
  onClose: () => void;
}

function Frame({ menu, open, loading, onClose }: SidebarStoryProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: 560 }}>
      <Sidebar menu={menu} open={open} loading={loading} onClose={onClose} top={0} />
      <Box sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

/** The drawer beside a demo page, in a memory router. */
export function SidebarStory(props: SidebarStoryProps) {
  return (
    <StoryRouter
      initialPath={props.initialPath}
      routes={[
        {
          path: '/',
          element: <Frame {...props} />,
          children: [{ path: '*', element: <DemoPage /> }],
        },
      ]}
    />
  );
}
