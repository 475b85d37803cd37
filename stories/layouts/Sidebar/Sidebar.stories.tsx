import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inAppMenu, menuWithUnknownType } from '@stories/layouts/support/menus';
import { expectCurrent, expectLocation, screen } from '@stories/layouts/support/play';
import { SidebarStory } from './SidebarStory';

const meta = {
  title: 'Layouts/Sidebar',
  component: SidebarStory,
  args: { menu: inAppMenu(), open: true, onClose: fn(), initialPath: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SidebarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DeepPathAutoExpanded: Story = {
  args: { initialPath: '/auth/pages/500' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the collapse holding the page is open and the page highlighted', async () => {
      await expect(canvas.getByRole('button', { name: 'Maintenance' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectCurrent(canvasElement, 'Error 500');
    });
    await step('the collapse still closes and opens on demand', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Maintenance' }));
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'Error 500' })).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Maintenance' }));
      await expect(await canvas.findByRole('link', { name: 'Error 500' })).toBeVisible();
    });
    await step('navigating elsewhere moves the highlight', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Coming soon 1' }));
      await expectLocation(canvasElement, '/auth/pages/coming-soon1');
      await expectCurrent(canvasElement, 'Coming soon 1');
    });
  },
};

export const MiniPopupByMouse: Story = {
  args: { open: false },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a click on the collapse icon opens its items in a popup', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Maintenance' }));
      const popup = await screen().findByRole('menu', { name: 'Maintenance' });
      await expect(within(popup).getAllByRole('menuitem')).toHaveLength(5);
    });
    await step('choosing an item navigates, closes the popup and marks the collapse', async () => {
      await userEvent.click(screen().getByRole('menuitem', { name: 'Coming soon 2' }));
      await expectLocation(canvasElement, '/auth/pages/coming-soon2');
      await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Maintenance' })).toHaveClass('Mui-selected');
    });
  },
};

export const MiniPopupByKeyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const collapse = canvas.getByRole('button', { name: 'Maintenance' });
    await step('Tab reaches every top-level entry in order', async () => {
      const reached: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        await userEvent.tab();
        reached.push(document.activeElement?.getAttribute('aria-label') ?? '');
      }
      await expect(reached).toEqual([
        'Home',
        'Notebook',
        'Calendar',
        'File assistant',
        'Agent',
        'Maintenance',
      ]);
      await expect(collapse).toHaveFocus();
    });
    await step('Enter opens the popup on its first item; arrows reach every item', async () => {
      await userEvent.keyboard('{Enter}');
      const popup = await screen().findByRole('menu', { name: 'Maintenance' });
      const visited: string[] = [];
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Error 404'));
      visited.push(document.activeElement?.textContent ?? '');
      for (let index = 0; index < 4; index += 1) {
        await userEvent.keyboard('{ArrowDown}');
        visited.push(document.activeElement?.textContent ?? '');
      }
      await expect(visited).toEqual(
        within(popup)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      );
      await expect(visited).toHaveLength(5);
    });
    await step('Escape closes it and returns focus to the collapse', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
      await waitFor(() => expect(collapse).toHaveFocus());
    });
    await step(
      'the arrow towards the content opens it too, and Enter follows an item',
      async () => {
        await userEvent.keyboard('{ArrowRight}');
        const popup = await screen().findByRole('menu', { name: 'Maintenance' });
        // The menu reopens on the item last used; Home goes back to the first.
        await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
        await userEvent.keyboard('{Home}');
        await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Error 404'));
        await userEvent.keyboard('{ArrowDown}');
        await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Error 500'));
        await userEvent.keyboard('{Enter}');
        await expectLocation(canvasElement, '/auth/pages/500');
        await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
      },
    );
  },
};

export const MenuItemsError: Story = {
  args: { menu: menuWithUnknownType },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Menu Items Error',
      'Menu Items Error',
    ]);
    // The valid entries around it still render.
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the menu' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { initialPath: '/calendar/ada' },
  globals: { direction: 'rtl' },
};

export const Dark: Story = { args: { initialPath: '/calendar/ada' }, globals: { mode: 'dark' } };

const frames = [
  { key: 'full', args: { initialPath: '/auth/pages/500' } },
  { key: 'mini', args: { open: false, initialPath: '/calendar/ada' } },
  { key: 'error', args: { menu: menuWithUnknownType } },
  { key: 'loading', args: { loading: true } },
];

export const All: Story = {
  parameters: {
    // The gallery shows the same drawer four times on purpose; the app has exactly one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {frames.map((frame) => (
        // `transform` keeps each fixed drawer inside its own frame.
        <Box
          key={frame.key}
          sx={{
            transform: 'translateZ(0)',
            width: 300,
            height: 600,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <SidebarStory {...args} {...frame.args} />
        </Box>
      ))}
    </Box>
  ),
};
