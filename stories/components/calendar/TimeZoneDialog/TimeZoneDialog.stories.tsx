import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeZoneDialog } from '@/components/calendar/TimeZoneDialog';
import { FIXTURE_NOW } from '@stories/mocks/notesFixtures';
import { wrongServices } from '@stories/mocks/apiErrors';

const dialog = () => within(document.body).findByRole('dialog', { name: 'Time zone' });
const zoneField = async () =>
  within(await dialog()).getByRole('combobox', { name: 'City or region' });

const meta = {
  title: 'Components/Calendar/TimeZoneDialog',
  component: TimeZoneDialog,
  args: {
    open: true,
    current: 'Europe/Bucharest',
    browserZone: 'Europe/Bucharest',
    status: 'ready',
    onRetry: fn(),
    saving: false,
    saveError: null,
    onSave: fn(),
    onClose: fn(),
    now: new Date(FIXTURE_NOW),
  },
} satisfies Meta<typeof TimeZoneDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SearchAndSave: Story = {
  play: async ({ args, step }) => {
    const field = await zoneField();
    await step('starts from the saved zone, with its offset, and nothing to save', async () => {
      await expect(field).toHaveValue('Europe/Bucharest');
      await expect(await dialog()).toHaveTextContent('GMT+02:00');
      await expect(within(await dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('a city typed with spaces finds its zone', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'new york');
      const listbox = await within(document.body).findByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveValue('America/New York');
    });
    await step('Save sends the IANA name', async () => {
      await userEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith('America/New_York');
    });
  },
};

export const NoMatch: Story = {
  play: async () => {
    const field = await zoneField();
    await userEvent.clear(field);
    await userEvent.type(field, 'Atlantis');
    await expect(await within(document.body).findByText('No time zone matches')).toBeVisible();
  },
};

export const FirstTime: Story = {
  args: { current: null, browserZone: 'Asia/Tokyo' },
  play: async ({ args }) => {
    // Nothing saved yet: the device's zone is offered, and saving it is one click.
    await expect(await zoneField()).toHaveValue('Asia/Tokyo');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Asia/Tokyo');
  },
};

export const UseThisDevice: Story = {
  args: { current: 'America/Los_Angeles', browserZone: 'Europe/Paris' },
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(
      view.getByRole('button', { name: 'Use this device’s zone (Europe/Paris)' }),
    );
    await expect(await zoneField()).toHaveValue('Europe/Paris');
    await expect(view.queryByRole('button', { name: /Use this device/ })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('progressbar', { name: 'Loading your time zone' })).toBeVisible();
    await expect(view.queryByRole('combobox')).toBeNull();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: wrongServices },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByRole('alert')).toHaveTextContent(
      'Your time zone could not be loaded. We cannot reach Quire right now.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { saving: true, current: null },
  play: async () => {
    await waitFor(async () =>
      expect(within(await dialog()).getByRole('button', { name: /Save/ })).toBeDisabled(),
    );
  },
};

export const SaveError: Story = {
  args: {
    current: 'Europe/Bucharest',
    saveError: 'Something went wrong on our side. Please try again.',
  },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side.',
    );
  },
};

export const LongName: Story = {
  args: { current: 'America/Argentina/ComodRivadavia', browserZone: 'America/Indiana/Petersburg' },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Fuseau horaire' }),
    ).toBeVisible();
  },
};
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
