import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ASK_LIMITS } from '@/api/schema';
import { AskPanel } from '@/components/files/AskPanel';
import { assistantHandlers } from '@stories/mocks/assistant';
import { citationsFor, turnAfter } from '@stories/mocks/assistantTurns';
import { budgetCsv, meetingNotes, reportPdf } from '@stories/mocks/filesFixtures';
import { answerColumn } from '@stories/components/files/Answer/answerColumn';
import { SessionAskPanel } from './SessionAskPanel';

const OPEN_FILE = { id: reportPdf.id, name: reportPdf.name };
const SELECTION = [meetingNotes, budgetCsv].map(({ id, name }) => ({ id, name }));

const meta = {
  title: 'Components/Files/AskPanel',
  component: SessionAskPanel,
  decorators: answerColumn,
  parameters: { msw: { handlers: assistantHandlers() } },
} satisfies Meta<typeof SessionAskPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your question' });

async function ask(canvasElement: HTMLElement, question: string) {
  await userEvent.type(field(canvasElement), `${question}{Enter}`);
}

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ask a question in your own words/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All files' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoFilesYet: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toBeDisabled();
  },
};

export const Quotes: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Enter asks and clears the field', async () => {
      await ask(canvasElement, 'How did revenue grow?');
      await expect(field(canvasElement)).toHaveValue('');
    });
    await step('the best sentence answers, the passages follow as quotes', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Quotes from your files' }),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'How did revenue grow?' })).toBeVisible();
      // The answer's [1] marker and the quote's source chip.
      await expect(
        canvas.getAllByRole('link', { name: /^Source 1: Quarterly report 2026\.pdf, p\. 2/ }),
      ).toHaveLength(2);
    });
  },
};

export const Streaming: Story = {
  parameters: { msw: { handlers: assistantHandlers({ model: 'writes', pace: 50 }) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'revenue budget');
    await step('while the answer is written: a caret, and Stop instead of Ask', async () => {
      await expect(await canvas.findByTestId('answer-caret')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Stop' })).toBeVisible();
    });
    await step('once done: the [n] markers link to the sources', async () => {
      // The answer is written a word each 50 ms: on a busy machine that takes longer than the
      // default wait, now that the answer's parts no longer take time to load first.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Ask' })).toBeVisible(), {
        timeout: 15_000,
      });
      await expect(canvas.queryByTestId('answer-caret')).toBeNull();
      const markers = canvas
        .getAllByRole('link')
        .filter((link) => /^\[\d\]$/.test(link.textContent ?? ''));
      await expect(markers.length).toBeGreaterThan(0);
    });
  },
};

export const StopWhileStreaming: Story = {
  parameters: { msw: { handlers: assistantHandlers({ model: 'writes', pace: 400 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'revenue budget');
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop' }));
    await expect(await canvas.findByText('Stopped.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ask' })).toBeVisible();
    await expect(canvas.queryByTestId('answer-caret')).toBeNull();
  },
};

export const ModelFailed: Story = {
  parameters: { msw: { handlers: assistantHandlers({ model: 'fails' }) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'revenue');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /could not write an answer/,
    );
  },
};

export const ModelTimeout: Story = {
  parameters: { msw: { handlers: assistantHandlers({ model: 'times_out' }) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'revenue');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /took too long/,
    );
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'zebra migration');
    await expect(
      await within(canvasElement).findByText(/Nothing in your files answers this/),
    ).toBeVisible();
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: assistantHandlers({ latency: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'revenue');
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: assistantHandlers({ failure: 'internal' }) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'revenue');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent?.length).toBeGreaterThan(10);
    await expect(
      within(canvasElement).getByText('The question could not be answered.'),
    ).toBeInTheDocument();
  },
};

export const BrokenStream: Story = {
  parameters: { msw: { handlers: assistantHandlers({ model: 'writes', breaksOff: true }) } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'revenue budget');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toBeVisible();
  },
};

export const Scopes: Story = {
  args: { openFile: OPEN_FILE, selection: SELECTION },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an open file is the first scope', async () => {
      await expect(
        canvas.getByRole('button', { name: `This file: ${reportPdf.name}` }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: '2 selected files' })).toBeVisible();
    });
    await step('a note is only found with "Files and notes"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All files' }));
      await ask(canvasElement, 'boiler service');
      await expect(await canvas.findByText(/Nothing in your files answers this/)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Files and notes' }));
      await expect(canvas.getByRole('button', { name: 'Files and notes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await ask(canvasElement, 'boiler service');
      const sources = await canvas.findAllByRole('link', {
        name: /^Source 1: Boiler service \(note\)/,
      });
      await expect(sources[0]).toBeVisible();
    });
    await step('the history keeps both questions', async () => {
      await expect(canvas.getAllByRole('heading', { name: 'boiler service' })).toHaveLength(2);
    });
  },
};

/**
 * A question asked over every file keeps that scope when a citation then opens a file: the
 * "This file" chip is offered, not chosen for the user.
 */
export const OpeningAFileKeepsTheScope: Story = {
  render: function OpensACitation(args) {
    const [opened, setOpened] = useState(false);
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Button onClick={() => setOpened(true)}>Open the cited file</Button>
        <SessionAskPanel {...args} openFile={opened ? OPEN_FILE : null} />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'How did revenue grow?');
    await canvas.findByRole('heading', { name: 'Quotes from your files' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open the cited file' }));
    const thisFile = await canvas.findByRole('button', { name: `This file: ${reportPdf.name}` });
    await expect(thisFile).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'All files' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an empty question is not sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
      await expect(canvas.getByText('Type a question first.')).toBeVisible();
    });
    await step('a question over the limit says so', async () => {
      await userEvent.click(field(canvasElement));
      await userEvent.paste('x'.repeat(ASK_LIMITS.question + 1));
      await expect(
        canvas.getByText(
          `A question may be at most ${ASK_LIMITS.question.toLocaleString('en')} characters.`,
        ),
      ).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByRole('listitem')).toBeNull();
    });
    await step('Shift+Enter adds a line instead of asking', async () => {
      await userEvent.clear(field(canvasElement));
      await userEvent.type(field(canvasElement), 'first{Shift>}{Enter}{/Shift}second');
      await expect(field(canvasElement)).toHaveValue('first\nsecond');
    });
  },
};

export const LongQuestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.paste(
      `${'What does the quarterly report say about revenue in each region '.repeat(5)}?`,
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Quotes from your files' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { openFile: OPEN_FILE } };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { openFile: OPEN_FILE, selection: SELECTION },
};

const citations = citationsFor('revenue budget');

export const All: Story = {
  parameters: {
    // The grid repeats the panel on purpose, so its landmarks share names; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AskPanel turns={[]} busy={false} onAsk={() => {}} onStop={() => {}} openFile={OPEN_FILE} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AskPanel
          turns={[
            turnAfter('Where is the spare key?', [
              { type: 'citations', citations: [] },
              { type: 'done', answer: { mode: 'quotes', text: '', citations: [], notice: null } },
            ]),
            turnAfter(
              'How did revenue grow?',
              [
                { type: 'citations', citations },
                { type: 'delta', text: 'Revenue grew in every region this quarter [1]. Ana' },
              ],
              2,
            ),
          ]}
          busy
          onAsk={() => {}}
          onStop={() => {}}
          selection={SELECTION}
        />
      </Paper>
    </Box>
  ),
  // The answers' parts load with the first answer shown: the screenshot waits for both.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Revenue grew in every region/);
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(2);
  },
};
