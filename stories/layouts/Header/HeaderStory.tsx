import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { LAYOUT } from '@/config';
import { Header, type HeaderProps } from '@/layouts/MainLayout/Header';
import { NotificationCentre } from '@/layouts/MainLayout/Header/NotificationCentre';
import { ConnectedSearch } from '@/layouts/MainLayout/Header/Search/ConnectedSearch';
import { DemoPage } from '@stories/layouts/support/DemoPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

export type HeaderStoryProps = Omit<HeaderProps, 'search' | 'notifications'>;

function Frame(props: HeaderStoryProps) {
  return (
    <>
      <Header
        {...props}
        search={<ConnectedSearch username="ada" />}
        notifications={<NotificationCentre />}
      />
      <Box sx={{ pt: `${props.height + 16}px`, px: 3 }}>
        <Outlet />
      </Box>
    </>
  );
}

/** The header with its search and bell wired to the (mocked) API, above a demo page. */
export function HeaderStory(props: HeaderStoryProps) {
  return (
    <StoryRouter
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

export const headerDefaults = {
  height: LAYOUT.mainTopMargin,
  showDrawerToggle: true,
  drawerOpen: true,
  locale: 'en',
  mode: 'light',
  user: { name: 'Ada Lovelace', email: 'ada@quire.test' },
} as const;
