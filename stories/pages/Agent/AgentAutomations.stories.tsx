import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentPage } from '@/pages/Agent/AgentPage';
import { PATHS } from '@/routes/paths';
import { adaUser } from '@stories/mocks/accountFixtures';
import { agentHandlers, AgentStore } from '@stories/mocks/agent';
import {
  automationHandlers,
  automationsFailing,
  automationsLoading,
  AutomationsStore,
} from '@stories/mocks/automations';
import { calendarHandlers } from '@stories/mocks/calendar';
import { CalendarStore } from '@stories/mocks/calendarStore';
import { AUTOMATIONS_NOW, sampleAutomations } from '@stories/mocks/automationFixtures';
import { storyLocation, withNotebookRouter } from '@stories/pages/Notebook/notebookRouter';

const AUTOMATIONS = `${PATHS.agent}?view=automations`;
const handlers = (store = new AutomationsStore(sampleAutomations(), () => AUTOMATIONS_NOW)) => [
  ...automationHandlers(store),
  ...agentHandlers(new AgentStore()),
  ...calendarHandlers(new CalendarStore()),
];

const meta = {
  title: 'Pages/Agent/Automations',
  component: AgentPage,
  decorators: [withNotebookRouter],
  parameters: {
    layout: 'fullscreen',
    notebookPath: AUTOMATIONS,
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const FIRST = 'What is on today and which files came in yesterday?';

async function pick(canvasElement: HTMLElement, prompt: string, item: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for “${prompt}”` }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: item }));
}

export const Section: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Automations', level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByText(FIRST)).toBeVisible();
  },
};

export const CreatePauseRunDelete: Story = {
  parameters: { msw: { handlers: handlers(new AutomationsStore([], () => AUTOMATIONS_NOW)) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('create one through the form: it is listed with its next run', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'New automation' }));
      const dialog = within(await body(canvasElement).findByRole('dialog'));
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'What should the agent do?' }),
        'Morning summary',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await expect(await canvas.findByText('Morning summary')).toBeVisible();
      await expect(canvas.getByText(/^Next run: /)).toBeVisible();
      await expect(await body(canvasElement).findByText('Automation created')).toBeVisible();
    });
    await step('pause: no next run, marked paused', async () => {
      await pick(canvasElement, 'Morning summary', 'Pause');
      await waitFor(() => expect(canvas.queryByText(/^Next run: /)).toBeNull());
      await expect(canvas.getAllByText('Paused').length).toBeGreaterThan(0);
    });
    await step('run now says where its answer will be', async () => {
      await pick(canvasElement, 'Morning summary', 'Run now');
      await expect(
        await body(canvasElement).findByText(
          'Running now: the answer will be in its conversation.',
        ),
      ).toBeVisible();
    });
    await step('delete, then UNDO brings it back', async () => {
      await pick(canvasElement, 'Morning summary', 'Delete');
      await expect(
        await canvas.findByRole('heading', { name: 'No automations yet' }),
      ).toBeVisible();
      await userEvent.click(await body(canvasElement).findByRole('button', { name: 'UNDO' }));
      await expect(await canvas.findByText('Morning summary')).toBeVisible();
    });
  },
};

export const OpenConversation: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, FIRST, 'Open its conversation');
    await waitFor(() =>
      expect(storyLocation(canvasElement).address).toContain(
        'conversation=c0700000-0000-4000-8000-000000000001',
      ),
    );
  },
};

export const EveryFromTheChat: Story = {
  parameters: { notebookPath: PATHS.agent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message the agent' });
    await userEvent.type(box, '/ev');
    await expect(await canvas.findByText('/every <task>')).toBeVisible();
    await userEvent.type(box, 'ery weekday: what is on today?{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: 'What should the agent do?' })).toHaveValue(
      'weekday: what is on today?',
    );
    await expect(box).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [automationsLoading(), ...handlers()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your automations' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [automationsFailing(), ...handlers()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^Your automations could not be loaded\./,
        {},
        { timeout: 20000 },
      ),
    ).toBeVisible();
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
