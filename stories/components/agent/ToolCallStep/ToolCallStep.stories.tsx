import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ToolStep } from '@/api/schema/agent';
import { WrittenItem } from '@/components/agent/ChatThread/WrittenItem';
import { ToolCallStep } from '@/components/agent/ToolCallStep';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';
import {
  approvalStep,
  automationPreviewStep,
  createdAutomationStep,
  createdNoteStep,
  externalAnsweredStep,
  externalApprovalStep,
  externalFailedStep,
  failedStep,
  limitReachedAutomationStep,
  notePreviewStep,
  runningStep,
  searchStep,
  step,
  unknownToolStep,
} from '@stories/mocks/agentFixtures';

const meta = {
  title: 'Components/Agent/ToolCallStep',
  component: ToolCallStep,
  decorators: [
    (Story, { name }) => (
      <Box sx={{ maxWidth: name === 'All' ? undefined : 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { step: searchStep, onDecide: fn() },
} satisfies Meta<typeof ToolCallStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step: phase }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Search notes/ });
    await phase('collapsed: name, state and summary in a line', async () => {
      await expect(toggle).toHaveTextContent('Done · 1 note found');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    await phase('expanding shows the arguments', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(await canvas.findByText(/"query": "milk"/)).toBeVisible();
    });
  },
};

export const Running: Story = {
  args: { step: runningStep },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Running/ })).toBeVisible();
  },
};
export const Failed: Story = {
  args: { step: failedStep },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Failed · nothing of yours matches/ }),
    ).toBeVisible();
  },
};
/** A tool the model made up is shown as unknown, under its name, and never as a real tool. */
const playUnknownTool: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: /Unknown tool “delete_everything”/ });
  await expect(toggle).toHaveTextContent('Failed · Quire has no such tool, so nothing was done');
  await expect(canvas.queryByText(/Search notes/)).toBeNull();
  await userEvent.click(toggle);
  await expect(await canvas.findByText(/"all": true/)).toBeVisible();
};
export const UnknownTool: Story = { args: { step: unknownToolStep }, play: playUnknownTool };
export const UnknownToolDark: Story = {
  args: { step: unknownToolStep },
  globals: { mode: 'dark' },
  play: playUnknownTool,
};
export const UnknownToolRightToLeft: Story = {
  args: { step: unknownToolStep },
  globals: { direction: 'rtl' },
  play: playUnknownTool,
};
export const UnknownToolLongName: Story = {
  args: { step: { ...unknownToolStep, calledName: 'x'.repeat(64) } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Unknown tool/ });
    // The name wraps inside the step instead of pushing it wider than its column.
    await expect(toggle.scrollWidth).toBeLessThanOrEqual(toggle.clientWidth + 1);
  },
};
export const AwaitingApproval: Story = {
  args: { step: approvalStep },
  play: async ({ canvasElement, args, step: phase }) => {
    const canvas = within(canvasElement);
    await phase('the event card is previewed', async () => {
      await expect(canvas.getByText('New event')).toBeVisible();
      await expect(canvas.getByText('Dentist')).toBeVisible();
    });
    await phase('each choice is reported', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Approve once' }));
      await expect(args.onDecide).toHaveBeenCalledWith('once');
      await userEvent.click(canvas.getByRole('button', { name: 'Always for this conversation' }));
      await expect(args.onDecide).toHaveBeenCalledWith('always');
      await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
      await expect(args.onDecide).toHaveBeenCalledWith('decline');
    });
  },
};
/** Another server's tool asks first, showing the server, the tool and every argument. */
const playExternalApproval: Story['play'] = async ({ canvasElement, args, step: phase }) => {
  const canvas = within(canvasElement);
  await phase('the step and the card name the tool and its server', async () => {
    await expect(canvas.getByRole('button', { name: /create_issue on github/ })).toHaveTextContent(
      'Waiting for your approval',
    );
    await expect(canvas.getByText('A tool of another server')).toBeVisible();
    // The arguments are in the card, not only in the collapsed details.
    const card = canvas
      .getByText('A tool of another server')
      .closest<HTMLElement>('.MuiCard-root')!;
    await expect(within(card).getByText(/"title": "Sync fails on Mondays"/)).toBeVisible();
  });
  await phase('approving is reported like a write of Quire', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve once' }));
    await expect(args.onDecide).toHaveBeenCalledWith('once');
  });
};
export const ExternalApproval: Story = {
  args: { step: externalApprovalStep },
  play: playExternalApproval,
};
export const ExternalApprovalDark: Story = {
  args: { step: externalApprovalStep },
  globals: { mode: 'dark' },
  play: playExternalApproval,
};
export const ExternalApprovalRightToLeft: Story = {
  args: { step: externalApprovalStep },
  globals: { direction: 'rtl' },
  play: playExternalApproval,
};
export const ExternalApprovalFrench: Story = {
  args: { step: externalApprovalStep },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Un outil d’un autre serveur')).toBeVisible();
  },
};
export const ExternalLongNames: Story = {
  args: {
    step: {
      ...externalApprovalStep,
      external: { server: 'x'.repeat(24), tool: 'create_'.repeat(20) },
      preview: { kind: 'external_call', server: 'x'.repeat(24), tool: 'create_'.repeat(20) },
      arguments: { body: 'word '.repeat(400) },
    },
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /on x+/ });
    await expect(toggle.scrollWidth).toBeLessThanOrEqual(toggle.clientWidth + 1);
  },
};
/** What the server answered is shown when expanded, with a line saying it was cut. */
export const ExternalAnswered: Story = {
  args: { step: externalAnsweredStep },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /forecast on weather/ });
    await expect(toggle).toHaveTextContent('Done · answered (cut to its beginning)');
    await userEvent.click(toggle);
    await expect(await canvas.findByText(/Tomorrow: rain/)).toBeVisible();
    await expect(canvas.getByText(/only its beginning is kept/)).toBeVisible();
  },
};
export const ExternalFailed: Story = {
  args: { step: externalFailedStep },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: /Failed · the server took too long, so the call was given up/,
      }),
    ).toBeVisible();
  },
};
export const NotePreview: Story = { args: { step: notePreviewStep } };
export const Declined: Story = {
  args: { step: { ...notePreviewStep, status: 'declined' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Approve once' })).toBeNull();
    await expect(canvas.queryByText('New note')).toBeNull();
  },
};
export const Expired: Story = {
  args: { step: { ...notePreviewStep, status: 'failed', error: 'approval_expired' } },
};
export const Created: Story = { args: { step: createdNoteStep } };
export const LongArguments: Story = {
  args: {
    step: step({
      name: 'search_files',
      status: 'done',
      arguments: {
        query: 'deposit '.repeat(40),
        files: Array.from({ length: 12 }, (_, i) => `file-${i}`),
      },
      result: { kind: 'files_found', items: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search files/ }));
  },
};
export const Dark: Story = { globals: { mode: 'dark' }, args: { step: approvalStep } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { step: approvalStep } };
export const French: Story = { globals: { locale: 'fr' }, args: { step: approvalStep } };
export const Romanian: Story = { globals: { locale: 'ro' }, args: { step: searchStep } };
export const Chinese: Story = { globals: { locale: 'zh' }, args: { step: notePreviewStep } };

/** A created automation's step as the thread shows it: the sentence, the link and UNDO. */
const withWritten = (item: ToolStep, undone = false) => ({
  step: item,
  after: <WrittenItem result={item.result} undone={undone} onUndo={undone ? undefined : fn()} />,
});
const LONG_PROMPT = `Every morning read my calendar for the day, ${'list the files that came in yesterday with their senders and sizes, '.repeat(6)}and end with one line on what matters most.`;

export const AutomationAwaitingApproval: Story = {
  args: { step: automationPreviewStep },
  play: async ({ canvasElement, args, step: phase }) => {
    const canvas = within(canvasElement);
    await phase('the card says what will run and when, in the reader’s words', async () => {
      await expect(canvas.getByRole('button', { name: /Create an automation/ })).toHaveTextContent(
        'Waiting for your approval',
      );
      await expect(canvas.getByText('New automation')).toBeVisible();
      await expect(
        canvas.getByText('What is on today, and which files came in yesterday?'),
      ).toBeVisible();
      await expect(
        canvas.getByText(
          /^Every week on Monday, Tuesday, Wednesday, Thursday, and Friday at 8:00\sAM · next run Monday, November 30, 2026 at 8:00\sAM$/,
        ),
      ).toBeVisible();
    });
    await phase('approving is reported', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Approve once' }));
      await expect(args.onDecide).toHaveBeenCalledWith('once');
    });
  },
};
export const AutomationCreated: Story = {
  decorators: [withMemoryRouter],
  args: withWritten(createdAutomationStep),
  play: async ({ canvasElement, step: phase }) => {
    const canvas = within(canvasElement);
    await phase('the result names it and links to the automations list', async () => {
      await expect(canvas.getByRole('button', { name: /Create an automation/ })).toHaveTextContent(
        'created the automation “What is on today, and which files came in yesterday?”',
      );
      await expect(canvas.getByRole('link', { name: 'Open automations' })).toHaveAttribute(
        'href',
        '/agent?view=automations',
      );
    });
    await phase('UNDO is offered', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    });
  },
};
export const AutomationUndone: Story = {
  decorators: [withMemoryRouter],
  args: withWritten(
    {
      ...createdAutomationStep,
      result: { ...createdAutomationStep.result!, undone: true },
    } as ToolStep,
    true,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Undone')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open automations' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};
export const AutomationLimitReached: Story = {
  args: { step: limitReachedAutomationStep },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Create an automation/ })).toHaveTextContent(
      /you have as many automations as you can keep, so nothing was created/,
    );
    await expect(canvas.queryByRole('button', { name: 'Approve once' })).toBeNull();
  },
};
export const AutomationInvalidArguments: Story = {
  args: {
    step: step({
      name: 'create_automation',
      status: 'failed',
      arguments: { prompt: 'ping', recurrence: { frequency: 'hourly' }, start: '2026-11-30T08:00' },
      error: 'invalid_arguments',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Create an automation/ })).toHaveTextContent(
      'Failed · the agent sent arguments that make no sense',
    );
    await expect(canvas.queryByText('New automation')).toBeNull();
  },
};
export const AutomationLongPrompt: Story = {
  decorators: [withMemoryRouter],
  args: withWritten({
    ...createdAutomationStep,
    preview: { ...automationPreviewStep.preview!, prompt: LONG_PROMPT } as ToolStep['preview'],
    result: { ...createdAutomationStep.result!, prompt: LONG_PROMPT } as ToolStep['result'],
  }),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/^Every morning read my calendar/);
    // The card keeps a few lines of a long prompt, and nothing pushes the step wider.
    await expect(card.scrollHeight).toBeGreaterThan(card.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(
      within(canvasElement).getByRole('button', { name: /Create an automation/ }),
    ).toHaveTextContent('…');
  },
};
export const AutomationDark: Story = {
  globals: { mode: 'dark' },
  args: { step: automationPreviewStep },
};
export const AutomationRightToLeft: Story = {
  decorators: [withMemoryRouter],
  globals: { direction: 'rtl' },
  args: withWritten(createdAutomationStep),
};
export const AutomationRomanian: Story = {
  globals: { locale: 'ro' },
  args: { step: automationPreviewStep },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Automatizare nouă')).toBeVisible();
  },
};

export const All: Story = {
  render: (args) => (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'start',
      }}
    >
      {[
        searchStep,
        runningStep,
        failedStep,
        approvalStep,
        notePreviewStep,
        createdNoteStep,
        automationPreviewStep,
        limitReachedAutomationStep,
      ].map((item) => (
        <ToolCallStep key={item.id} {...args} step={item} />
      ))}
    </Box>
  ),
};
