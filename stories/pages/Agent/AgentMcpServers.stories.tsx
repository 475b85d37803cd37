import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { AgentPage } from '@/pages/Agent/AgentPage';
import { PATHS } from '@/routes/paths';
import { AccountsStore, ADA_PASSWORD, adaUser } from '@stories/mocks/accounts';
import { agentHandlers, AgentStore } from '@stories/mocks/agent';
import { calendarHandlers } from '@stories/mocks/calendar';
import { CalendarStore } from '@stories/mocks/calendarStore';
import { connectedServer } from '@stories/mocks/mcpServerFixtures';
import { mcpServerHandlers, McpServersStore } from '@stories/mocks/mcpServers';
import { withNotebookRouter } from '@stories/pages/Notebook/notebookRouter';

const accounts = new AccountsStore();
const servers = new McpServersStore([{ ...connectedServer, userId: adaUser.id }]);

const meta = {
  title: 'Pages/Agent/MCP servers',
  component: AgentPage,
  decorators: [withNotebookRouter],
  // The server routes need Ada's session, as the server's do.
  beforeEach: () => {
    accounts.restore();
    servers.restore();
    const session = accounts.login(adaUser.email, ADA_PASSWORD);
    if (session) window.localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
    return () => window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  parameters: {
    layout: 'fullscreen',
    notebookPath: `${PATHS.agent}?view=mcp-servers`,
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: {
      handlers: [
        ...mcpServerHandlers(accounts, servers),
        ...agentHandlers(new AgentStore()),
        ...calendarHandlers(new CalendarStore()),
      ],
    },
  },
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AddAndRemove: Story = {
  play: async ({ step }) => {
    await step('the view lists the servers', async () => {
      await expect(await body().findByText('Connected · 2 tools')).toBeVisible();
      await expect(body().getByRole('button', { name: 'MCP servers' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('a name already used is refused on its field', async () => {
      await userEvent.click(body().getByRole('button', { name: 'Add a server' }));
      const dialog = within(await body().findByRole('dialog', { name: 'Add an MCP server' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'github');
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Address (Streamable HTTP)' }),
        'https://weather.example/mcp',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
      await expect(await dialog.findByText('This is already taken.')).toBeVisible();
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'weather');
      await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    });
    await step('the new server appears with its tools', async () => {
      await expect(await body().findByText('Connected · 1 tool')).toBeVisible();
      await expect(body().getByText('forecast')).toBeVisible();
    });
    await step('removing asks first, then it is gone', async () => {
      await userEvent.click(body().getByRole('button', { name: 'Remove weather' }));
      const confirm = within(await body().findByRole('dialog', { name: /Remove “weather”/ }));
      await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
      await expect(await body().findByText('Server removed.')).toBeVisible();
      // The list is asked again after the removal.
      await waitFor(() => expect(body().queryByText('forecast')).toBeNull());
    });
  },
};
