import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import type { CreateMcpServerRequest } from '@/api/schema';
import { AddMcpServerDialog } from '@/components/agent/McpServers';
import { apiError, serverFault } from '@stories/mocks/apiErrors';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';

/** An add the server refuses with `error`. */
const refuses = (error: ApiError) =>
  fn(async (_request: CreateMcpServerRequest): Promise<void> => {
    throw error;
  });

const meta = {
  title: 'Components/Agent/AddMcpServerDialog',
  component: AddMcpServerDialog,
  args: {
    open: true,
    onClose: fn(),
    onAdd: fn(async (_request: CreateMcpServerRequest): Promise<void> => undefined),
  },
} satisfies Meta<typeof AddMcpServerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(within(document.body).getByRole('dialog', { name: 'Add an MCP server' }));
const fill = async (name: string, url: string) => {
  await userEvent.type(form().getByRole('textbox', { name: 'Name' }), name);
  await userEvent.type(form().getByRole('textbox', { name: 'Address (Streamable HTTP)' }), url);
};

export const Playground: Story = {};

export const AddingWithToken: Story = {
  play: async ({ args, step }) => {
    await step('a bearer token is asked for only once chosen, and hidden as typed', async () => {
      await fill('github', ' https://mcp.github.example/mcp ');
      await expect(form().queryByLabelText(/^Token/)).toBeNull();
      await userEvent.click(form().getByRole('radio', { name: 'Bearer token' }));
      const token = form().getByLabelText(/^Token/);
      await expect(token).toHaveAttribute('type', 'password');
      await userEvent.type(token, 'ghp_secret_value_9f3a');
    });
    await step('the request is trimmed and carries only the chosen sign-in', async () => {
      await userEvent.click(form().getByRole('button', { name: 'Add' }));
      await expect(args.onAdd).toHaveBeenCalledWith({
        name: 'github',
        url: 'https://mcp.github.example/mcp',
        auth: { kind: 'bearer', token: 'ghp_secret_value_9f3a' },
      });
    });
  },
};

export const AddingWithHeader: Story = {
  play: async ({ args }) => {
    await fill('weather', 'https://weather.example/mcp');
    await userEvent.click(form().getByRole('radio', { name: 'A custom header' }));
    await userEvent.type(form().getByRole('textbox', { name: 'Header name' }), 'X-Api-Key');
    await userEvent.type(form().getByLabelText(/^Header value/), 'k-123');
    await userEvent.click(form().getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'weather',
      url: 'https://weather.example/mcp',
      auth: { kind: 'header', name: 'X-Api-Key', value: 'k-123' },
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, step }) => {
    await step('an empty form is not sent and says what is missing', async () => {
      await userEvent.click(form().getByRole('radio', { name: 'Bearer token' }));
      await userEvent.click(form().getByRole('button', { name: 'Add' }));
      await expect(args.onAdd).not.toHaveBeenCalled();
      // The name and the token are missing; an empty address is no address.
      await expect(form().getAllByText('This field is required.')).toHaveLength(2);
      for (const name of ['Name', 'Address (Streamable HTTP)'])
        await expect(form().getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
      await expect(form().getByLabelText(/^Token/)).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a name with spaces and an address that is not one are refused', async () => {
      await fill('my server', 'ftp://x');
      await userEvent.type(form().getByLabelText(/^Token/), 't');
      await userEvent.click(form().getByRole('button', { name: 'Add' }));
      await expect(args.onAdd).not.toHaveBeenCalled();
      await expect(form().getAllByText('This value is not in the expected format.')).toHaveLength(
        2,
      );
    });
  },
};

export const NameTaken: Story = {
  args: { onAdd: refuses(apiError('conflict', { name: 'taken' })) },
  play: async () => {
    await fill('github', 'https://mcp.github.example/mcp');
    await userEvent.click(form().getByRole('button', { name: 'Add' }));
    await expect(await form().findByText('This is already taken.')).toBeVisible();
    await expect(form().queryByRole('alert')).toBeNull();
  },
};

export const ServerFailed: Story = {
  args: { onAdd: refuses(serverFault) },
  play: async () => {
    await fill('github', 'https://mcp.github.example/mcp');
    await userEvent.click(form().getByRole('button', { name: 'Add' }));
    await expect(await form().findByRole('alert')).toBeVisible();
    // What was typed stays, to try again.
    await expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('github');
  },
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

export const All: Story = {
  render: (args) => (
    <DialogFrame width={620} height={620}>
      <AddMcpServerDialog {...args} disablePortal />
    </DialogFrame>
  ),
};
