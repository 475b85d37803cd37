import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CALENDAR_ROUTES, errorEnvelope, type ErrorEnvelope } from '@/api/schema';
import { CalendarPage } from '@/pages/Calendar/CalendarPage';
import { adaUser } from '@stories/mocks/accountFixtures';
import { calendarHandlers, calendarStoreWith } from '@stories/mocks/calendar';
import { eventIn, screen } from './calendarPlay';
import { withCalendarRouter } from './calendarRouter';

const ana = { ...adaUser, username: 'ana', name: 'Ana Popescu' };
const store = calendarStoreWith();
const settingsPath = `*/api${CALENDAR_ROUTES.reminderSettings}`;
const serverFault = () =>
  HttpResponse.json<ErrorEnvelope>(errorEnvelope('internal', 'Something went wrong on our side.'), {
    status: 500,
  });

/** Opens the dialog from the calendar's menu, as a user does. */
async function openSettings(canvasElement: HTMLElement) {
  await eventIn(canvasElement, 'Piano lesson');
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'More calendar actions' }),
  );
  await userEvent.click(await screen().findByRole('menuitem', { name: 'Reminder settings' }));
  return within(await screen().findByRole('dialog', { name: 'Reminder settings' }));
}

const meta = {
  title: 'Pages/Calendar/Reminder settings',
  component: CalendarPage,
  decorators: [withCalendarRouter],
  beforeEach: () => {
    store.reset();
  },
  parameters: {
    layout: 'padded',
    preloadedState: { session: { status: 'signedIn', user: ana } },
    msw: { handlers: calendarHandlers(store) },
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openSettings(canvasElement);
    await step('the agenda turned on and saved', async () => {
      await userEvent.click(await dialog.findByLabelText('Email me the day’s agenda each morning'));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    await step('the app says so, closes the dialog and the server holds it', async () => {
      await expect(await screen().findByText('Reminder settings saved')).toBeVisible();
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
      await expect(store.reminderSettings).toMatchObject({
        agendaEmail: true,
        agendaTime: '07:00',
      });
    });
    await step('opened again, it shows what was saved', async () => {
      const again = await openSettings(canvasElement);
      await expect(again.getByLabelText('Email me the day’s agenda each morning')).toBeChecked();
    });
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.put(settingsPath, serverFault), ...calendarHandlers(store)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await userEvent.click(await dialog.findByLabelText('Also send each reminder by email'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The server's words, and the form kept as the user left it.
    await expect(
      await screen().findByText('Something went wrong on our side.', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Also send each reminder by email')).toBeChecked();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [http.put(settingsPath, () => delay('infinite')), ...calendarHandlers(store)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await userEvent.click(await dialog.findByLabelText('Also send each reminder by email'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Save/ })).toBeDisabled());
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(settingsPath, () => delay('infinite')), ...calendarHandlers(store)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(
      dialog.getByRole('progressbar', { name: 'Loading your reminder settings' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.get(settingsPath, serverFault), ...calendarHandlers(store)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your reminder settings could not be loaded.',
    );
  },
};
