import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CommandResultView,
  MessageBubble,
  type MessageBubbleProps,
} from '@/components/agent/MessageBubble';
import {
  AGENT_NOTE_VERSION_ID,
  eventCommand,
  markdownAnswer,
  noteCommand,
} from '@stories/mocks/agentFixtures';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

/** Writes `text` a few characters at a time, as a streamed answer arrives. */
function Streamed(props: MessageBubbleProps) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= props.text.length) return;
    const timer = setTimeout(() => setShown((current) => current + 12), 30);
    return () => clearTimeout(timer);
  }, [shown, props.text.length]);
  const done = shown >= props.text.length;
  return (
    <MessageBubble
      {...props}
      text={props.text.slice(0, shown)}
      state={done ? 'complete' : 'streaming'}
    />
  );
}

const meta = {
  title: 'Components/Agent/MessageBubble',
  component: MessageBubble,
  decorators: [withMemoryRouter],
  args: { author: 'agent', text: markdownAnswer },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Markdown: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('tables, lists and code render', async () => {
      // The Markdown renderer is a chunk of its own, loaded with the first answer.
      await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
      await expect(canvas.getByRole('cell', { name: 'Groceries' })).toBeVisible();
      await expect(canvas.getByText('Milk')).toBeVisible();
    });
    await step('raw HTML is dropped, not rendered', async () => {
      await expect(canvasElement.querySelector('article b')).toBeNull();
    });
    await step('links open in a new tab without access to this one', async () => {
      const link = canvas.getByRole('link', { name: 'the docs' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('the copy button copies the code and says so', async () => {
      const writeText = fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
      await expect(writeText).toHaveBeenCalledWith(
        'const total = items.reduce((sum, item) => sum + item.price, 0);',
      );
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    });
  },
};

export const UnsafeLink: Story = {
  args: { text: '[click me](javascript:alert(1)) and <script>alert(2)</script> done' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByText('click me');
    await expect(link.getAttribute('href') ?? '').not.toContain('javascript');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const CopyRefused: Story = {
  args: { text: '```\nnpm start\n```' },
  play: async ({ canvasElement }) => {
    const writeText = fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy code' }));
    await expect(await canvas.findByRole('button', { name: /Could not copy/ })).toBeVisible();
  },
};

export const Streaming: Story = {
  render: (args) => <Streamed {...args} />,
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Agent' });
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(article).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    await expect(within(article).getByRole('table')).toBeVisible();
  },
};

export const Stopped: Story = {
  args: { text: 'You have **two** errands this', state: 'stopped' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stopped: the answer ends here')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { text: 'Partial', state: 'failed', error: 'The answer could not be finished.' },
};
export const FromYou: Story = {
  args: { author: 'user', text: 'What do I need to buy?\nAnd when?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'You' })).toHaveTextContent(
      'What do I need to buy?',
    );
  },
};
export const SearchResults: Story = { args: { searchResults: true, text: '' } };

export const NoteCreated: Story = {
  args: {
    text: '',
    result: <CommandResultView result={noteCommand.command!} username="ana" onUndo={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Note “Buy milk” created.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open note' })).toHaveAttribute(
      'href',
      '/digi_notebook?note=10000000-0000-4000-8000-000000000004',
    );
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};
const versionedNote = { ...noteCommand.command!, versionId: AGENT_NOTE_VERSION_ID };

/** A note the agent wrote, with the link to what the write changed in its history. */
export const NoteCreatedWithChanges: Story = {
  args: {
    text: '',
    result: <CommandResultView result={versionedNote} username="ana" onUndo={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See what changed' })).toHaveAttribute(
      'href',
      `/digi_notebook?note=10000000-0000-4000-8000-000000000004&version=${AGENT_NOTE_VERSION_ID}`,
    );
    await expect(canvas.getByRole('link', { name: 'Open note' })).toBeVisible();
  },
};

/** The same note once gone: no link to a note or a history that is not there. */
export const NoteCreatedThenGone: Story = {
  args: {
    text: '',
    result: <CommandResultView result={versionedNote} username="ana" undone />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Undone')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See what changed' })).toBeNull();
  },
};

export const EventCreated: Story = {
  args: {
    text: '',
    result: <CommandResultView result={eventCommand.command!} username="ana" undone />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Event “Dentist” added/)).toBeVisible();
    await expect(canvas.getByText('Undone')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    text: `${'A very long answer without spaces '.repeat(3)}${'x'.repeat(400)}\n\n${'Paragraph. '.repeat(120)}`,
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' }, args: NoteCreated.args };
export const Romanian: Story = { globals: { locale: 'ro' }, args: EventCreated.args };
export const Chinese: Story = { globals: { locale: 'zh' }, args: { ...Stopped.args } };

export const All: Story = {
  render: (args) => (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'start',
      }}
    >
      <MessageBubble {...args} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <MessageBubble author="user" text="What do I need to buy?" />
        <MessageBubble author="agent" text="You have **two** errands" state="stopped" />
        <MessageBubble
          author="agent"
          text="Partial"
          state="failed"
          error="The answer could not be finished."
        />
        <MessageBubble
          author="agent"
          text=""
          result={<CommandResultView result={noteCommand.command!} username="ana" onUndo={fn()} />}
        />
      </Box>
    </Box>
  ),
  // The screenshot waits for the lazily loaded Markdown renderer, or it catches the plain text.
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
