import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Composer, type ComposerProps } from '@/components/agent/Composer';
import { slashCommands } from '@stories/mocks/agentFixtures';

/** The composer with its text held as the page holds it. */
function Held(props: ComposerProps) {
  const [value, setValue] = useState(props.value);
  const [editing, setEditing] = useState(props.editing ?? false);
  return (
    <Composer
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      onSend={(text, options) => {
        props.onSend(text, options);
        setValue('');
      }}
      editing={editing}
      onEditingChange={setEditing}
    />
  );
}

const meta = {
  title: 'Components/Agent/Composer',
  component: Composer,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 640, pt: 34 }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => <Held {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    onStop: fn(),
    commands: slashCommands,
  },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Message the agent' });

export const Playground: Story = {};

export const EnterSends: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = box(canvasElement);
    await step('Shift+Enter breaks the line without sending', async () => {
      await userEvent.type(input, 'Plan my week{Shift>}{Enter}{/Shift}Mostly mornings');
      await expect(input).toHaveValue('Plan my week\nMostly mornings');
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Enter sends the trimmed text and empties the box', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith('Plan my week\nMostly mornings', {
        replacesLast: false,
      });
      await waitFor(() => expect(input).toHaveValue(''));
    });
    await step('an empty box sends nothing', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledOnce();
    });
  },
};

export const SlashCompletes: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await step('a slash opens the commands, named by the box', async () => {
      await userEvent.type(input, '/');
      const menu = canvas.getByRole('listbox', { name: 'Slash commands' });
      await expect(within(menu).getAllByRole('option')).toHaveLength(slashCommands.length);
      await expect(input).toHaveAttribute('aria-controls', menu.id);
    });
    await step('typing narrows, arrows move the highlight', async () => {
      await userEvent.type(input, 'e');
      await expect(canvas.getAllByRole('option')).toHaveLength(1);
      await userEvent.clear(input);
      await userEvent.type(input, '/');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const active = canvas.getByRole('option', { selected: true });
      await expect(active).toHaveTextContent('/search');
      await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    });
    await step('Enter completes the command instead of sending', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveValue('/search ');
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Escape closes the menu and keeps the text', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '/to');
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(input).toHaveValue('/to');
    });
    await step('a whole command that takes no argument is sent by one Enter', async () => {
      await userEvent.type(input, 'day');
      await expect(canvas.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledOnce();
      await expect(args.onSend).toHaveBeenCalledWith('/today', { replacesLast: false });
      await expect(input).toHaveValue('');
    });
  },
};

/** The page's way: the box empties when the server has the message, not on the key press. */
function EmptiedOnAnswer(props: ComposerProps & { answered: Promise<void> }) {
  const { answered, ...rest } = props;
  const [value, setValue] = useState(props.value);
  return (
    <Composer
      {...rest}
      value={value}
      onChange={setValue}
      onSend={(text, options) => {
        props.onSend(text, options);
        return answered.then(() => setValue(''));
      }}
    />
  );
}

export const SendsOnceWhileSending: Story = {
  args: { value: 'Plan my week' },
  render: function Render(args) {
    const [answered] = useState(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    return (
      <>
        <EmptiedOnAnswer {...args} answered={answered.promise} />
        <button type="button" onClick={() => answered.resolve()}>
          Answer
        </button>
      </>
    );
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await step('a second Enter before the server answers sends nothing more', async () => {
      await userEvent.type(input, '{Enter}{Enter}');
      await expect(args.onSend).toHaveBeenCalledOnce();
      await expect(input).toHaveValue('Plan my week');
      await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    });
    await step('once it has, the box empties and sends again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Answer' }));
      await waitFor(() => expect(input).toHaveValue(''));
      await userEvent.type(input, 'Thanks{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(2);
    });
  },
};

export const Streaming: Story = {
  args: { streaming: true, value: 'Next question' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop answering' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const RegenerateAndEdit: Story = {
  args: { lastQuestion: 'What is on tomorrow?', onRegenerate: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('regenerate asks the last answer again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Regenerate answer' }));
      await expect(args.onRegenerate).toHaveBeenCalledOnce();
    });
    await step('edit puts the last question back and resends it in its place', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit last question' }));
      const input = canvas.getByRole('textbox', { name: 'Edit your last question' });
      await expect(input).toHaveValue('What is on tomorrow?');
      await expect(input).toHaveFocus();
      await userEvent.type(input, ' And Friday?{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith('What is on tomorrow? And Friday?', {
        replacesLast: true,
      });
    });
    await step('cancel leaves editing with an empty box', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit last question' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel editing' }));
      await expect(box(canvasElement)).toHaveValue('');
    });
  },
};

export const Offline: Story = {
  args: { sendDisabled: true, value: 'Kept while offline' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box(canvasElement), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByText(/You are offline/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    value: Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a long question`).join('\n'),
  },
};
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { lastQuestion: 'Hi', onRegenerate: fn() },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: '/' } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { lastQuestion: 'Salut', onRegenerate: fn() },
};
export const Romanian: Story = {
  globals: { locale: 'ro' },
  args: { lastQuestion: 'Salut', onRegenerate: fn() },
};
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { lastQuestion: '你好', onRegenerate: fn() },
};

export const All: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 'none', pt: 0 }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <Composer {...args} />
      <Composer {...args} value="Summarise my notes" lastQuestion="Hi" onRegenerate={fn()} />
      <Composer {...args} value="" streaming />
      <Composer {...args} value="Kept while offline" sendDisabled />
    </Box>
  ),
};
