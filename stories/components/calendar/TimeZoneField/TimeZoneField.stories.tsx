import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeZoneField } from '@/components/calendar/TimeZoneField';
import * as looks from '@stories/components/support/looks';

const body = within(document.body);

const meta = {
  title: 'Components/Calendar/TimeZoneField',
  component: TimeZoneField,
  args: { value: 'Europe/Paris', onChange: fn(), label: 'Time zone' },
} satisfies Meta<typeof TimeZoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await step('typing searches the zones; choosing one reports it', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'Tokyo');
      await userEvent.click(await body.findByRole('option', { name: 'Asia/Tokyo' }));
      await expect(args.onChange).toHaveBeenCalledWith('Asia/Tokyo');
    });
  },
};

export const Problem: Story = {
  args: { problem: 'Choose a time zone from the list.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement).toHaveTextContent('Choose a time zone from the list.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
