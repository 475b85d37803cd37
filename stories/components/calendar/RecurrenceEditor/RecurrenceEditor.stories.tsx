import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Recurrence } from '@/api/schema';
import {
  RecurrenceEditor,
  type RecurrenceEditorProps,
} from '@/components/calendar/RecurrenceEditor';

/** The editor is controlled; the story keeps its value as the event dialog would. */
function Controlled(props: RecurrenceEditorProps) {
  const [value, setValue] = useState<Recurrence | null>(props.value);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <RecurrenceEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Calendar/RecurrenceEditor',
  component: RecurrenceEditor,
  render: (args) => <Controlled {...args} />,
  // Saturday 14 March 2026: the second Saturday of its month.
  args: { value: null, onChange: fn(), startDate: '2026-03-14' },
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosingWeekly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Repeats' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Weekly' }));
    await expect(canvas.getByRole('button', { name: 'Sat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'SA'],
    });
  },
};

export const Monthly: Story = {
  args: { value: { frequency: 'monthly', interval: 1, monthlyBy: 'date' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'On day 14' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'On the second Saturday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      frequency: 'monthly',
      interval: 1,
      monthlyBy: 'weekday',
    });
  },
};

export const EndsAfterCount: Story = {
  args: { value: { frequency: 'daily', interval: 1 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'After a number of times' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Number of times' })).toHaveValue(10);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      frequency: 'daily',
      interval: 1,
      count: 10,
    });
  },
};

export const UntilBeforeStart: Story = {
  args: { value: { frequency: 'yearly', interval: 1, until: '2026-03-01' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The last day cannot be before the event starts.'),
    ).toBeVisible();
  },
};

export const BadInterval: Story = {
  args: { value: { frequency: 'weekly', interval: 0, weekdays: ['SA'] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Choose a whole number from 1 to 99.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: { frequency: 'daily', interval: 2 }, disabled: true },
};

export const Dark: Story = {
  args: { value: { frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE'] } },
  globals: { mode: 'dark' },
};

export const RightToLeft: Story = {
  args: { value: { frequency: 'weekly', interval: 1, weekdays: ['MO'] } },
  globals: { direction: 'rtl' },
};

export const French: Story = {
  args: { value: { frequency: 'monthly', interval: 1, monthlyBy: 'weekday' } },
  globals: { locale: 'fr' },
};

export const Romanian: Story = {
  args: { value: { frequency: 'monthly', interval: 1, monthlyBy: 'weekday' } },
  globals: { locale: 'ro' },
};

export const Chinese: Story = {
  args: { value: { frequency: 'weekly', interval: 1, weekdays: ['MO'] } },
  globals: { locale: 'zh' },
};

const variants: Recurrence[] = [
  { frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE', 'FR'], count: 12 },
  { frequency: 'monthly', interval: 2, monthlyBy: 'weekday', until: '2026-12-31' },
];

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      <RecurrenceEditor {...args} value={null} />
      {variants.map((value) => (
        <RecurrenceEditor key={value.frequency} {...args} value={value} />
      ))}
    </Box>
  ),
};
