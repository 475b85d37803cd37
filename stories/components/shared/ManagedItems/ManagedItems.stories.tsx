import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ManagedItemList, ManagedItemRow } from '@/components/shared/ManagedItems';
import * as looks from '@stories/components/support/looks';

const onRemove = fn();

const rows = [
  <ManagedItemRow
    key="build"
    name="Build server"
    action={{ label: 'Remove Build server', icon: <DeleteOutline />, onClick: onRemove }}
  >
    <Typography variant="body2" color="text.secondary">
      Added Mar 2, 2026
    </Typography>
  </ManagedItemRow>,
  <ManagedItemRow key="laptop" name="Old laptop" inactive>
    <Typography variant="body2" color="text.secondary">
      Removed Feb 15, 2026
    </Typography>
  </ManagedItemRow>,
];

const meta = {
  title: 'Components/Shared/ManagedItems',
  component: ManagedItemList,
  args: { labelledBy: 'managed-heading', noneId: 'agent.mcp.none', children: rows },
  render: (args) => (
    <>
      <Typography id="managed-heading" variant="h6" component="h2">
        Servers
      </Typography>
      <ManagedItemList {...args} />
    </>
  ),
} satisfies Meta<typeof ManagedItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ActionAndInactive: Story = {
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Servers' });
    await step('only the item that still works offers its action', async () => {
      await expect(within(list).getAllByRole('button')).toHaveLength(1);
      await expect(within(list).getByText('Old laptop')).toHaveStyle({ fontWeight: '600' });
    });
    await step('the action is reported', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Remove Build server' }));
      await expect(onRemove).toHaveBeenCalled();
    });
  },
};

export const None: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      canvas.getByText('No servers yet. Add one by its Streamable HTTP address.'),
    ).toBeVisible();
  },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
