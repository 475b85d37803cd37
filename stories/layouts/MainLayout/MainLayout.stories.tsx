import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAYOUT } from '@/config';
import { searchHandlers } from '@stories/mocks/search';
import { tenTopLevelEntries } from '@stories/layouts/support/menus';
import {
  currentLink,
  drawerPaper,
  expectCurrent,
  expectLocation,
  screen,
} from '@stories/layouts/support/play';
import { ShellStory } from '@stories/layouts/support/ShellStory';
import { signedInState } from '@stories/layouts/support/storyUser';
import { wideViewport } from '@stories/layouts/support/viewports';

const wide = wideViewport.globals;

const meta = {
  title: 'Layouts/MainLayout',
  component: ShellStory,
  args: { onSignOut: fn(), initialPath: '/digi_notebook' },
  parameters: {
    layout: 'fullscreen',
    preloadedState: signedInState,
    msw: { handlers: [searchHandlers.success()] },
    ...wideViewport.parameters,
    docs: {
      description: {
        component:
          'The dashboard shell: header, vertical drawer (full, mini, temporary below md) or horizontal bar (≥ lg), breadcrumbs from the menu tree, the page, footer and the customizer.',
      },
    },
  },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerticalFull: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      `the drawer is full width (${LAYOUT.drawerWidth} px) with the page highlighted`,
      async () => {
        await expect(drawerPaper().getBoundingClientRect().width).toBe(LAYOUT.drawerWidth);
        await expectCurrent(canvasElement, 'Notebook');
      },
    );
    await step('choosing a link moves the highlight', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Calendar' }));
      await expectLocation(canvasElement, '/calendar/ada');
      await expectCurrent(canvasElement, 'Calendar');
    });
    await step('back and forward move the highlight with the address', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'History back' }));
      await expectLocation(canvasElement, '/digi_notebook');
      await expectCurrent(canvasElement, 'Notebook');
      await userEvent.click(canvas.getByRole('button', { name: 'History forward' }));
      await expectLocation(canvasElement, '/calendar/ada');
      await expectCurrent(canvasElement, 'Calendar');
    });
    await step('the breadcrumbs follow the menu tree, and their home link leads home', async () => {
      const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail).toHaveTextContent(/Home.*Dashboard.*Calendar/);
      await userEvent.click(within(trail).getByRole('link', { name: 'Home' }));
      await expectLocation(canvasElement, '/');
      await expectCurrent(canvasElement, 'Home');
    });
    await step('the logo leads home and the highlight follows', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Agent' }));
      await expectCurrent(canvasElement, 'Agent');
      await userEvent.click(canvas.getByRole('link', { name: 'Quire home' }));
      await expectLocation(canvasElement, '/');
      await expectCurrent(canvasElement, 'Home');
    });
    await step('the toggle collapses the drawer to mini and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse the menu' }));
      await waitFor(() =>
        expect(drawerPaper().getBoundingClientRect().width).toBe(LAYOUT.miniDrawerWidth),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
      await waitFor(() =>
        expect(drawerPaper().getBoundingClientRect().width).toBe(LAYOUT.drawerWidth),
      );
    });
  },
};

export const VerticalMini: Story = {
  parameters: { settings: { miniDrawer: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(drawerPaper().getBoundingClientRect().width).toBe(LAYOUT.miniDrawerWidth),
    );
    // Icons only: each entry keeps its name for assistive tech.
    await expectCurrent(canvasElement, 'Notebook');
    await expect(within(drawerPaper()).getByRole('button', { name: 'Maintenance' })).toBeVisible();
  },
};

export const MobileTemporaryDrawer: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the drawer starts closed on a small screen', async () => {
      await canvas.findByRole('button', { name: 'Open the menu' });
      // A closed drawer holds nothing: its menu mounts when it opens.
      await expect(document.querySelector('a[href="/agent"]')).toBeNull();
    });
    await step(
      'the search keeps room on a phone; language and mode live in the settings',
      async () => {
        const search = canvas.getByRole('combobox', { name: 'Search notes, events and files' });
        await expect(search.getBoundingClientRect().width).toBeGreaterThan(150);
        await expect(canvas.queryByRole('button', { name: 'Language' })).toBeNull();
      },
    );
    await step('the toggle opens it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
      await waitFor(() => expect(screen().getByRole('link', { name: 'Agent' })).toBeVisible());
    });
    await step('a chosen link navigates and closes the drawer', async () => {
      await userEvent.click(screen().getByRole('link', { name: 'Agent' }));
      await expectLocation(canvasElement, '/agent');
      await waitFor(() => expect(document.querySelector('a[href="/agent"]')).toBeNull());
    });
  },
};

export const HorizontalWithMoreItems: Story = {
  args: { menu: tenTopLevelEntries, initialPath: '/' },
  parameters: { settings: { menuOrientation: 'horizontal' } },
  globals: wide,
  play: async ({ canvasElement, step }) => {
    const bar = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
    await step('the bar shows the first seven entries and a More items button', async () => {
      const entries = Array.from(bar.querySelectorAll('a, button'));
      await expect(entries.map((entry) => entry.textContent)).toEqual([
        'Home',
        'Notebook',
        'Calendar',
        'File assistant',
        'Agent',
        'Maintenance',
        'Error 500',
        'More items',
      ]);
      await expect(bar.getBoundingClientRect().top).toBe(LAYOUT.horizontalBarTop);
      await expect(bar.getBoundingClientRect().height).toBe(LAYOUT.horizontalBarHeight);
      await expect(document.querySelector('aside[aria-label="Navigation"]')).toBeNull();
    });
    await step('More items holds exactly the entries past the seventh', async () => {
      await userEvent.click(within(bar).getByRole('button', { name: 'More items' }));
      const popup = await screen().findByRole('menu', { name: 'More items' });
      await expect(
        within(popup)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Coming soon 1', 'Coming soon 2', 'Under construction']);
      await expect(popup).toHaveTextContent(/Pages/);
    });
    await step(
      'an entry there navigates, closes the popup and marks More items active',
      async () => {
        await userEvent.click(screen().getByRole('menuitem', { name: 'Under construction' }));
        await expectLocation(canvasElement, '/demo/under-construction');
        await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
        await expect(within(bar).getByRole('button', { name: 'More items' })).toHaveClass(
          'MuiButton-contained',
        );
      },
    );
    await step('a top-level link navigates and takes the highlight', async () => {
      await userEvent.click(within(bar).getByRole('link', { name: 'Calendar' }));
      await expectLocation(canvasElement, '/calendar/ada');
      await expect(currentLink(canvasElement)).toHaveTextContent('Calendar');
    });
  },
};

export const HorizontalFallsBackBelowLg: Story = {
  args: { menu: tenTopLevelEntries },
  parameters: { settings: { menuOrientation: 'horizontal' } },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Open the menu' });
    // Below lg the horizontal setting falls back to the (here temporary) vertical drawer.
    await expect(within(canvasElement).queryByTestId('horizontal-bar')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open the menu' }),
    ).toBeVisible();
  },
};

export const ContainerBoxed: Story = {
  parameters: { settings: { container: true } },
  globals: wide,
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('layout-content');
    await expect(getComputedStyle(content).maxWidth).toBe('1200px');
  },
};

export const ContainerFluid: Story = {
  parameters: { settings: { container: false } },
  globals: wide,
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('layout-content');
    await expect(getComputedStyle(content).maxWidth).toBe('none');
    await expect(content.getBoundingClientRect().width).toBeGreaterThan(1100);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    // The drawer sits on the right edge in rtl.
    await waitFor(() =>
      expect(Math.round(drawerPaper().getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Account of Ada Lovelace/ }),
    );
    const menu = await screen().findByRole('menu');
    await expect(menu).toHaveTextContent('ada@quire.test');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** The shell in a frame: `transform` makes its fixed header and drawer stay inside. */
export const All: Story = {
  args: { initialPath: '/calendar/ada' },
  render: (args) => (
    <Box sx={{ transform: 'translateZ(0)', width: 1200, height: 720, overflow: 'hidden' }}>
      <ShellStory {...args} />
    </Box>
  ),
};
