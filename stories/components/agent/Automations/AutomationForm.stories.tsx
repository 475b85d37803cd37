import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AutomationForm, draftOf, newDraft } from '@/components/agent/Automations';
import { automation } from '@stories/mocks/automationFixtures';

const NOW = new Date('2026-11-28T09:30:00.000Z');
const existing = automation(1, 'What is on today and which files came in yesterday?', {
  weekdays: true,
});
const long = `Go through every note tagged house ${'and list what is still open, '.repeat(20)}`;

const meta = {
  title: 'Components/Agent/AutomationForm',
  component: AutomationForm,
  args: {
    open: true,
    editing: false,
    initial: newDraft('', 'Europe/Bucharest', NOW),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AutomationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog');

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = within(await dialogOf(canvasElement));
    await step('a new one runs daily from tomorrow at 08:00 in the user’s zone', async () => {
      await expect(dialog.getByRole('heading', { name: 'New automation' })).toBeVisible();
      await expect(dialog.getByLabelText('First run on')).toHaveValue('2026-11-29');
      await expect(dialog.getByLabelText('At')).toHaveValue('08:00');
      await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
        'Europe/Bucharest',
      );
    });
    await step('Create sends the prompt, the first run and the repeat', async () => {
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'What should the agent do?' }),
        'What is on today?',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await expect(args.onSave).toHaveBeenCalledWith({
        prompt: 'What is on today?',
        start: '2026-11-29T08:00',
        recurrence: { frequency: 'daily', interval: 1 },
        timeZone: 'Europe/Bucharest',
      });
    });
  },
};

export const RepeatRequired: Story = {
  args: { initial: { ...newDraft('Weekly review', 'UTC', NOW), recurrence: null } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByText('Choose how often it runs.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { editing: true, initial: draftOf(existing) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Edit automation' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: existing.prompt, start: '2026-11-01T08:00' }),
    );
  },
};

export const FieldErrors: Story = {
  args: {
    initial: newDraft('', 'UTC', NOW),
    error: {
      status: 400,
      code: 'validation_failed',
      message: 'Invalid request',
      fields: { prompt: 'too_short', recurrence: 'never_matches', timeZone: 'invalid' },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(
      dialog.getByText('This repeat never happens. Check its days and its end date.'),
    ).toBeVisible();
    await expect(dialog.getByText('This value is not valid.')).toBeVisible();
    // Every problem is on its field: no form-level alert repeats them.
    await expect(dialog.queryByRole('alert', { name: /Invalid request/ })).toBeNull();
  },
};

export const CapReached: Story = {
  args: {
    initial: newDraft('One too many', 'UTC', NOW),
    error: {
      status: 422,
      code: 'unprocessable',
      message: 'You have 20 automations, as many as you can keep.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You have 20 automations, as many as you can keep. Delete one to make another.',
    );
    await expect(dialog.getByRole('textbox', { name: 'What should the agent do?' })).toHaveValue(
      'One too many',
    );
  },
};

export const Saving: Story = {
  args: { initial: newDraft('What is on today?', 'UTC', NOW), saving: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'What should the agent do?' })).toBeDisabled(),
    );
  },
};
export const LongText: Story = { args: { initial: newDraft(long, 'UTC', NOW) } };
export const Dark: Story = { globals: { mode: 'dark' }, args: { initial: draftOf(existing) } };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: draftOf(existing) },
};
export const French: Story = { globals: { locale: 'fr' }, args: { initial: draftOf(existing) } };
export const Romanian: Story = { globals: { locale: 'ro' }, args: { initial: draftOf(existing) } };
export const Chinese: Story = { globals: { locale: 'zh' }, args: { initial: draftOf(existing) } };
