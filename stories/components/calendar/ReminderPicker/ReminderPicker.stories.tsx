import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderPicker } from '@/components/calendar/ReminderPicker';
import { controlled } from '@stories/components/support/controlled';
import * as looks from '@stories/components/support/looks';
import { allVariants, narrowUnlessAll } from '@stories/components/support/stateStories';

const Stateful = controlled(ReminderPicker);

const meta = {
  title: 'Components/Calendar/ReminderPicker',
  component: ReminderPicker,
  render: (args) => <Stateful {...args} />,
  decorators: [narrowUnlessAll(520)],
  args: { value: [10], allDay: false, onChange: fn() },
} satisfies Meta<typeof ReminderPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
const openAddMenu = async (element: HTMLElement) => {
  await userEvent.click(canvasOf(element).getByRole('combobox', { name: 'Add a reminder' }));
  return within(await within(document.body).findByRole('listbox'));
};

export const Playground: Story = {};

export const None: Story = {
  args: { value: [] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    await step('says there are none', async () => {
      await expect(canvas.getByText('No reminders')).toBeVisible();
    });
    await step('a preset chosen from the menu becomes a chip', async () => {
      const menu = await openAddMenu(canvasElement);
      await userEvent.click(menu.getByRole('option', { name: '30 minutes before' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([30]);
      await expect(canvas.getByText('30 minutes before')).toBeVisible();
      await expect(canvas.queryByText('No reminders')).toBeNull();
    });
  },
};

export const Several: Story = {
  args: { value: [0, 10, 60, 1440] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    await step('each reminder reads in its largest unit', async () => {
      for (const text of ['At the start', '10 minutes before', '1 hour before', '1 day before']) {
        await expect(canvas.getByText(text)).toBeVisible();
      }
    });
    await step('the menu offers only presets not chosen yet', async () => {
      const menu = await openAddMenu(canvasElement);
      await expect(menu.queryByRole('option', { name: '1 hour before' })).toBeNull();
      await userEvent.click(menu.getByRole('option', { name: '5 minutes before' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([0, 5, 10, 60, 1440]);
    });
    await step('five is the most: the menu closes its door and says why', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Add a reminder' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(canvas.getByText('An event can have at most 5 reminders.')).toBeVisible();
    });
    await step('a chip’s remove button takes it away', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove reminder: 1 hour before' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([0, 5, 10, 1440]);
      await expect(canvas.queryByText('1 hour before')).toBeNull();
    });
  },
};

export const Custom: Story = {
  args: { value: [10] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    const amount = async () => canvas.findByRole('textbox', { name: 'How long before' });
    await step('Custom… asks for an amount and a unit', async () => {
      const menu = await openAddMenu(canvasElement);
      await userEvent.click(menu.getByRole('option', { name: 'Custom…' }));
      await expect(await amount()).toHaveFocus();
    });
    await step('more than four weeks is refused on the field, nothing is added', async () => {
      await userEvent.type(await amount(), '40');
      await userEvent.click(canvas.getByRole('combobox', { name: 'Unit' }));
      await userEvent.click(
        within(await within(document.body).findByRole('listbox')).getByRole('option', {
          name: 'days',
        }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
      await expect(await amount()).toHaveAccessibleDescription(
        'A reminder must be between the start and 4 weeks before it, in whole minutes.',
      );
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('3 days is added as a chip, sorted after the others', async () => {
      await userEvent.clear(await amount());
      await userEvent.type(await amount(), '3{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith([10, 4320]);
      await expect(canvas.getByText('3 days before')).toBeVisible();
      await expect(canvas.queryByRole('textbox', { name: 'How long before' })).toBeNull();
    });
  },
};

export const AllDay: Story = {
  args: { value: [900], allDay: true },
  play: async ({ args, canvasElement }) => {
    // All-day reminders count from local midnight: 900 minutes is 9:00 the day before.
    await expect(canvasOf(canvasElement).getByText('The day before at 9:00 AM')).toBeVisible();
    const menu = await openAddMenu(canvasElement);
    await userEvent.click(menu.getByRole('option', { name: 'On the day at 12:00 AM' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([0, 900]);
  },
};

export const ServerError: Story = {
  args: {
    value: [5],
    error: 'A reminder must be between the start and 4 weeks before it, in whole minutes.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'A reminder must be between the start and 4 weeks before it',
    );
  },
};

export const Disabled: Story = {
  args: { value: [5, 60], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Add a reminder' })).toBeNull();
    await expect(canvas.getByText('1 hour before')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove reminder/ })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    value: [40_319, 1439],
    label: 'Default reminders for events that last the whole day, in every calendar you own',
  },
};

export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = {
  ...looks.French,
  args: { value: [0, 90, 1440] },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByText('Au début')).toBeVisible();
    await expect(canvas.getByText('90 minutes avant')).toBeVisible();
  },
};
export const Romanian: Story = { ...looks.Romanian, args: { value: [2880], allDay: true } };
export const Chinese: Story = { ...looks.Chinese, args: { value: [10, 900] } };

export const All: Story = {
  ...allVariants(
    Stateful,
    [
      { label: 'none', props: { value: [] } },
      { label: 'several', props: { value: [0, 10, 60, 1440] } },
      { label: 'full', props: { value: [0, 5, 10, 30, 60] } },
      { label: 'all day', props: { value: [0, 900], allDay: true } },
      {
        label: 'error',
        props: { value: [5], error: 'This reminder is already set.' },
      },
      { label: 'long', props: { value: [40_319, 1439, 59] } },
    ],
    2,
  ),
};
