import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyMenu, LazyMenuItem } from '@/components/LazyMenu';
import { useMenuButton } from '@/layouts/MainLayout/useMenuButton';
import * as looks from '@stories/components/support/looks';

function LazyMenuDemo({ items = ['Rename', 'Duplicate', 'Delete'] }: { items?: string[] }) {
  const { anchor, open, setOpen, close, menuId, buttonProps } = useMenuButton();
  return (
    <Stack direction="row" sx={{ p: 6, pb: 24 }}>
      <Button {...buttonProps} variant="outlined" onClick={() => setOpen(true)}>
        Actions
      </Button>
      <LazyMenu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        {items.map((item) => (
          <LazyMenuItem key={item} onClick={close}>
            {item}
          </LazyMenuItem>
        ))}
      </LazyMenu>
    </Stack>
  );
}

const meta = {
  title: 'Components/LazyMenu',
  component: LazyMenuDemo,
  parameters: {
    docs: {
      description: {
        component:
          "MUI's Menu, loaded (with Popover and Modal, and MenuItem for its `LazyMenuItem` rows) when it is first opened; nothing before (docs/performance.md).",
      },
    },
  },
} satisfies Meta<typeof LazyMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Actions' });

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('nothing is rendered until the menu opens', async () => {
      await expect(within(document.body).queryByRole('menu')).toBeNull();
    });
    await step('a click opens it, with focus inside', async () => {
      await userEvent.click(actions(canvasElement));
      const menu = await within(document.body).findByRole('menu');
      await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    });
    await step('Escape closes it and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
      await waitFor(() => expect(actions(canvasElement)).toHaveFocus());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    for (const key of ['{Enter}', ' ']) {
      await step(`${key === ' ' ? 'Space' : 'Enter'} opens it and arrows move`, async () => {
        actions(canvasElement).focus();
        await userEvent.keyboard(key);
        const menu = await within(document.body).findByRole('menu');
        await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
        const before = document.activeElement;
        await userEvent.keyboard('{ArrowDown}');
        await waitFor(() => expect(document.activeElement).not.toBe(before));
        await expect(document.activeElement).toHaveAttribute('role', 'menuitem');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(actions(canvasElement)).toHaveFocus());
      });
    }
  },
};

const opens: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(actions(canvasElement));
  await within(document.body).findByRole('menu');
  await userEvent.keyboard('{Escape}');
};

export const RightToLeft: Story = { ...looks.RightToLeft, play: opens };
export const Dark: Story = { ...looks.Dark, play: opens };
