import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatThread, type ChatThreadProps } from '@/components/agent/ChatThread';
import {
  answer,
  approvalStep,
  failedStep,
  longThread,
  markdownAnswer,
  question,
  runningStep,
  sampleThread,
  versionedNoteStep,
} from '@stories/mocks/agentFixtures';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const streamedQuestion = question('Summarise my week');
const streamedAnswerId = '20000000-0000-4000-8000-000000000001';

/** A long thread whose last answer arrives a few characters at a time. */
function Streaming(props: ChatThreadProps) {
  const [shown, setShown] = useState(0);
  const full = `${markdownAnswer}\n\n${'More detail as it streams. '.repeat(40)}`;
  useEffect(() => {
    if (shown >= full.length) return;
    const timer = setTimeout(() => setShown((current) => current + 24), 25);
    return () => clearTimeout(timer);
  }, [shown, full.length]);
  const last = answer(full.slice(0, shown), {
    id: streamedAnswerId,
    status: shown >= full.length ? 'done' : 'running',
  });
  return <ChatThread {...props} messages={[...props.messages, streamedQuestion, last]} />;
}

const meta = {
  title: 'Components/Agent/ChatThread',
  component: ChatThread,
  decorators: [
    withMemoryRouter,
    (Story) => (
      <Box sx={{ height: 560, display: 'flex' }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    messages: sampleThread(),
    username: 'ana',
    onDecide: fn(),
    onUndo: fn(),
    undone: new Set<string>(),
    onSuggestion: fn(),
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a command result offers UNDO with what it names', async () => {
      await userEvent.click((await canvas.findAllByRole('button', { name: 'Undo' }))[0]!);
      await expect(args.onUndo).toHaveBeenCalledWith(args.messages[1]!.id, {
        kind: 'note',
        noteId: '10000000-0000-4000-8000-000000000004',
      });
    });
    await step('citations are chips that open the source', async () => {
      const sources = (await canvas.findAllByRole('list', { name: 'Sources' }))[0]!;
      await expect(within(sources).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        '/digi_notebook?note=10000000-0000-4000-8000-000000000001',
      );
    });
    await step('search results are labelled, and suggested commands start typing', async () => {
      await expect(canvas.getByText('Search results (no model)')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: '/event' }));
      await expect(args.onSuggestion).toHaveBeenCalledWith('event');
    });
  },
};

/** The thread as read after a reload, once its note was trashed: the server marks it undone. */
const reloadedThread = () => {
  const [asked, created, ...rest] = sampleThread();
  const command = created!.command!.kind === 'note_created' ? created!.command! : null;
  return [asked!, { ...created!, command: { ...command!, undone: true as const } }, ...rest];
};

export const TakenBackBeforeReload: Story = {
  args: { messages: reloadedThread() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created = canvas.getAllByRole('article')[1]!;
    await expect(await within(created).findByText('Undone')).toBeVisible();
    await expect(within(created).queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};

/** The model's create_note, approved and done: open the note, or see what the write changed. */
const wroteNote = (result = versionedNoteStep.result) => [
  question('Make a note to call Ana about the weekend'),
  answer('Done: the note is in your notebook.', {
    status: 'done',
    steps: [{ ...versionedNoteStep, result }],
  }),
];

export const ToolWroteANote: Story = {
  args: { messages: wroteNote() },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement).getAllByRole('article')[1]!;
    await expect(await within(step).findByText('Note “Call Ana” created.')).toBeVisible();
    await expect(within(step).getByRole('link', { name: 'See what changed' })).toHaveAttribute(
      'href',
      '/digi_notebook?note=10000000-0000-4000-8000-000000000003&version=20000000-0000-4000-8000-000000000009',
    );
    await expect(within(step).getByRole('link', { name: 'Open note' })).toBeVisible();
  },
};

/** The note the tool wrote is gone (trashed or deleted): nothing to open, nothing to compare. */
export const ToolNoteGone: Story = {
  args: {
    messages: wroteNote(
      versionedNoteStep.result?.kind === 'note_created'
        ? { ...versionedNoteStep.result, undone: true }
        : null,
    ),
  },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement).getAllByRole('article')[1]!;
    await expect(await within(step).findByText('Undone')).toBeVisible();
    await expect(within(step).queryByRole('link', { name: 'See what changed' })).toBeNull();
    await expect(within(step).queryByRole('link', { name: 'Open note' })).toBeNull();
  },
};

export const FollowsTheStream: Story = {
  args: { messages: longThread(20) },
  render: (args) => <Streaming {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    const atEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight <= 48;
    await step('the view stays at the end while the answer grows', async () => {
      await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight * 2));
      await waitFor(() => expect(atEnd()).toBe(true));
    });
    await step('scrolling up stops following and offers the way back', async () => {
      log.scrollTop = 0;
      log.dispatchEvent(new Event('scroll'));
      const jump = await canvas.findByRole('button', { name: 'Jump to latest' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(log.scrollTop).toBeLessThan(100);
      await userEvent.click(jump);
      await waitFor(() => expect(atEnd()).toBe(true));
      await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    });
  },
};

export const ToolRunning: Story = {
  args: {
    messages: [question('Deposit?'), answer('', { status: 'running', steps: [runningStep] })],
  },
};
export const ToolFailed: Story = {
  args: {
    messages: [question('Read it'), answer('I could not read that note.', { steps: [failedStep] })],
  },
};
export const WaitingForApproval: Story = {
  args: {
    messages: [
      question('Dentist tomorrow at 10'),
      answer('', { status: 'running', steps: [approvalStep] }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve once' }));
    await expect(args.onDecide).toHaveBeenCalledWith(approvalStep.id, 'once');
  },
};
export const ModelError: Story = {
  args: {
    messages: [
      question('Hi'),
      answer('Hel', { status: 'failed' }),
      question('Again'),
      answer('', { mode: 'search', notice: 'model_timeout' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The answer could not be finished.')).toBeVisible();
    await expect(canvas.getByText(/The model took too long/)).toBeVisible();
  },
};
export const Stopped: Story = {
  args: {
    messages: [
      question('Tell me everything'),
      answer('Here is the first part', { status: 'stopped' }),
    ],
  },
};
export const LongThread: Story = { args: { messages: longThread(60) } };
export const Empty: Story = { args: { messages: [] } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ height: 'auto', '& [role=log]': { overflow: 'visible' } }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    messages: [
      ...sampleThread(),
      question('Dentist tomorrow at 10'),
      answer('', { status: 'running', steps: [approvalStep] }),
    ],
  },
  // The screenshot waits for the Markdown renderer, loaded with the first answer, or a slow
  // machine catches the thread without it.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slow = { timeout: 10_000 };
    await canvas.findByRole('table', {}, slow);
    await canvas.findByRole('button', { name: 'Approve once' }, slow);
    await waitFor(() => {
      expect(canvas.getAllByRole('list', { name: 'Sources' })).toHaveLength(2);
      expect(canvas.getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
      // A marker still loading is bare text inside its paragraph; a loaded one is its own link.
      expect(canvas.getAllByText(/^\[\d\]$/)).toHaveLength(2);
    }, slow);
  },
};
