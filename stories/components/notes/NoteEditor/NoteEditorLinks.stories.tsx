import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BLANK_NOTE_DRAFT, linkedItemKey, type NoteDraft } from '@/components/notes/NoteEditor';
import { NoteEditor } from '@/components/notes/NoteEditor/NoteEditor';
import * as looks from '@stories/components/support/looks';
import { linkTargets } from '@stories/components/notes/NoteLinks/linkFixtures';

const { trip, budget, gone, long } = linkTargets;
const itemId = (n: number) => `00000000-0000-4000-8000-${String(500 + n).padStart(12, '0')}`;
const flight = { id: itemId(1), title: 'Flight to Porto', kind: 'event' as const };
const tickets = { id: itemId(2), title: 'porto-tickets.pdf', kind: 'file' as const };
const longFile = {
  id: itemId(3),
  title: 'an-exceptionally-long-file-name-for-the-porto-trip-receipts-and-boarding-passes.pdf',
  kind: 'file' as const,
};
const goneEvent = { id: itemId(4), kind: 'event' as const };
const goneFile = { id: itemId(5), kind: 'file' as const };
const findable = [trip, budget, long, flight, tickets, longFile];

/** The picker's search as the page's: notes, events, files whose title has a word starting so. */
const searchTitles = async (text: string) =>
  findable.filter((target) =>
    target.title
      .toLowerCase()
      .split(/[\s-]+/)
      .some((word) => word.startsWith(text.toLowerCase())),
  );

/** What the page knows of the events and files linked (the other user's event: null). */
const items = {
  [linkedItemKey('event', flight.id)]: { title: flight.title, calendar: 'ana' },
  [linkedItemKey('file', tickets.id)]: { title: tickets.title, calendar: null },
  [linkedItemKey('file', longFile.id)]: { title: longFile.title, calendar: null },
  [linkedItemKey('event', goneEvent.id)]: { title: null, calendar: null },
  [linkedItemKey('file', goneFile.id)]: { title: null, calendar: null },
};

type Target = string | { id: string; kind: 'event' | 'file' };
const linked = (...targets: Target[]): NoteDraft => ({
  ...BLANK_NOTE_DRAFT,
  title: 'Summer plans',
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: targets.flatMap((target) => [
          { type: 'text', text: 'See ' },
          typeof target === 'string'
            ? { type: 'noteLink', attrs: { noteId: target } }
            : { type: 'noteLink', attrs: { noteId: target.id, kind: target.kind } },
          { type: 'text', text: '. ' },
        ]),
      },
    ],
  },
});

const meta = {
  title: 'Components/Notes/NoteEditor/Links',
  component: NoteEditor,
  args: {
    initial: BLANK_NOTE_DRAFT,
    onChange: fn(),
    saveState: 'saved',
    tagOptions: [],
    onClose: fn(),
    links: {
      titles: { [trip.id]: trip.title, [budget.id]: budget.title, [gone.id]: null },
      items,
      search: fn(searchTitles),
      create: fn(async (title: string) => ({ id: '00000000-0000-4000-8000-000000000999', title })),
      open: fn(),
      ownCalendar: 'ana',
      openItem: fn(),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}>{Story()}</div>],
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const lastContent = (spy: unknown) =>
  JSON.stringify((spy as { mock: { calls: [NoteDraft][] } }).mock.calls.at(-1)![0].content);

/** user-event's keyboard text: `[[` stands for one `[`. */
async function typeInBody(canvasElement: HTMLElement, text: string) {
  await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Note text' }));
  await userEvent.keyboard(text);
}

export const Picker: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('[[ opens the picker, a combobox whose listbox shows notes by title', async () => {
      await typeInBody(canvasElement, 'Read [[[[');
      const field = await screen().findByRole('combobox', {
        name: 'Link to a note, event or file',
      });
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('tr');
      const listbox = await screen().findByRole('listbox');
      await expect(await within(listbox).findByRole('option', { name: trip.title })).toBeVisible();
      await expect(within(listbox).getByRole('option', { name: budget.title })).toBeVisible();
      await expect(within(listbox).getByRole('option', { name: 'Create note “tr”' })).toBeVisible();
    });
    await step('arrows move, Enter links the note by id, showing its title', async () => {
      const field = screen().getByRole('combobox', { name: 'Link to a note, event or file' });
      const second = screen().getByRole('option', { name: budget.title });
      // The first match is highlighted as the list shows, so one arrow moves to the second.
      await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant'));
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', second.id));
      await userEvent.keyboard('{Enter}');
      const body = within(canvasElement).getByRole('textbox', { name: 'Note text' });
      await expect(
        await within(body).findByRole('link', { name: `Open note: ${budget.title}` }),
      ).toBeVisible();
      await expect(lastContent(args.onChange)).toContain(`"noteId":"${budget.id}"`);
      await expect(
        screen().queryByRole('combobox', { name: 'Link to a note, event or file' }),
      ).toBeNull();
    });
  },
};

export const PickerCreates: Story = {
  play: async ({ args, canvasElement }) => {
    await typeInBody(canvasElement, '[[[[');
    await screen().findByRole('combobox', { name: 'Link to a note, event or file' });
    await userEvent.keyboard('Lisbon');
    await screen().findByRole('option', { name: 'Create note “Lisbon”' });
    await userEvent.keyboard('{Enter}');
    await expect(args.links!.create).toHaveBeenCalledWith('Lisbon');
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Open note: Lisbon' }),
    ).toBeVisible();
  },
};

export const PickerEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await typeInBody(canvasElement, '[[[[');
    await screen().findByRole('combobox', { name: 'Link to a note, event or file' });
    await userEvent.keyboard('half typed{Escape}');
    await waitFor(() => expect(lastContent(args.onChange)).toContain('[[half typed'));
    await expect(
      screen().queryByRole('combobox', { name: 'Link to a note, event or file' }),
    ).toBeNull();
  },
};

export const PickerSearchFails: Story = {
  args: {
    links: { ...meta.args.links, search: fn(async () => Promise.reject(new Error('offline'))) },
  },
  play: async ({ canvasElement }) => {
    await typeInBody(canvasElement, '[[[[');
    await screen().findByRole('combobox', { name: 'Link to a note, event or file' });
    await userEvent.keyboard('trip');
    await expect(await screen().findByText(/could not be searched/)).toBeVisible();
    await expect(screen().getByRole('option', { name: 'Create note “trip”' })).toBeVisible();
  },
};

export const LinkedNotes: Story = {
  args: { initial: linked(trip.id, gone.id) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a link shows the title its note has now and opens it', async () => {
      const link = canvas.getByRole('link', { name: `Open note: ${trip.title}` });
      await expect(link).toHaveAttribute('href', `/digi_notebook?note=${trip.id}`);
      await userEvent.click(link);
      await expect(args.links!.open).toHaveBeenCalledWith(trip.id);
    });
    await step('a broken link says so, and creating a note relinks it', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Broken link: its note is gone. Create a note for it' }),
      );
      const field = await screen().findByRole('textbox', { name: 'Title of the new note' });
      await userEvent.type(field, 'Porto hotels{Enter}');
      await expect(args.links!.create).toHaveBeenCalledWith('Porto hotels');
      await expect(
        await canvas.findByRole('link', { name: 'Open note: Porto hotels' }),
      ).toBeVisible();
      await expect(lastContent(args.onChange)).not.toContain(gone.id);
    });
  },
};

export const LinkedNotesReadOnly: Story = {
  args: { initial: linked(trip.id, gone.id), readOnly: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Broken link/ }));
    await expect(await screen().findByText(/was deleted or is in the trash/)).toBeVisible();
    await expect(screen().queryByRole('textbox', { name: 'Title of the new note' })).toBeNull();
  },
};

export const LongTitles: Story = {
  args: {
    initial: linked(long.id, trip.id, long.id),
    links: { ...meta.args.links, titles: { [long.id]: long.title, [trip.id]: trip.title } },
  },
};
export const Dark: Story = { ...looks.Dark, args: { initial: linked(trip.id, gone.id) } };
export const RightToLeft: Story = {
  ...looks.RightToLeft,
  args: { initial: linked(trip.id, gone.id) },
};

export const PickerAllKinds: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('the picker lists notes, events and files under their headings', async () => {
      await typeInBody(canvasElement, '[[[[');
      await screen().findByRole('combobox', { name: 'Link to a note, event or file' });
      await userEvent.keyboard('porto');
      const listbox = await screen().findByRole('listbox');
      const notesGroup = await within(listbox).findByRole('group', { name: 'Notes' });
      await expect(within(notesGroup).getByRole('option', { name: trip.title })).toBeVisible();
      const events = within(listbox).getByRole('group', { name: 'Events' });
      await expect(within(events).getByRole('option', { name: flight.title })).toBeVisible();
      const files = within(listbox).getByRole('group', { name: 'Files' });
      await expect(within(files).getByRole('option', { name: tickets.title })).toBeVisible();
      await expect(within(files).getByRole('option', { name: longFile.title })).toBeVisible();
      await expect(
        within(listbox).getByRole('option', { name: 'Create note “porto”' }),
      ).toBeVisible();
    });
    await step(
      'picking the event links it by id and kind, and opens it in the calendar',
      async () => {
        await userEvent.click(screen().getByRole('option', { name: flight.title }));
        const body = within(canvasElement).getByRole('textbox', { name: 'Note text' });
        const link = await within(body).findByRole('link', { name: `Open event: ${flight.title}` });
        await expect(link).toHaveAttribute('href', `/calendar/ana?event=${flight.id}`);
        await expect(lastContent(args.onChange)).toContain(
          `"noteId":"${flight.id}","kind":"event"`,
        );
        await userEvent.click(link);
        await expect(args.links!.openItem).toHaveBeenCalledWith(`/calendar/ana?event=${flight.id}`);
      },
    );
  },
};

export const LinkedEventsAndFiles: Story = {
  args: { initial: linked(flight, tickets, trip.id, goneEvent, goneFile) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an event and a file show their titles now and open where they live', async () => {
      await expect(
        canvas.getByRole('link', { name: `Open event: ${flight.title}` }),
      ).toHaveAttribute('href', `/calendar/ana?event=${flight.id}`);
      const file = canvas.getByRole('link', { name: `Open file: ${tickets.title}` });
      await expect(file).toHaveAttribute('href', `/file_assistant?file=${tickets.id}`);
      await userEvent.click(file);
      await expect(args.links!.openItem).toHaveBeenCalledWith(`/file_assistant?file=${tickets.id}`);
    });
    await step('gone ones are marked, say why, and open nothing', async () => {
      const event = canvas.getByRole('link', {
        name: /^Event unavailable: This event was deleted/,
      });
      await expect(event).toHaveAttribute('aria-disabled', 'true');
      await expect(event).not.toHaveAttribute('href');
      await expect(event).toHaveTextContent('Event unavailable');
      const file = canvas.getByRole('link', { name: /^File unavailable: This file was deleted/ });
      await expect(file).toHaveTextContent('File unavailable');
      await userEvent.hover(file);
      await expect(await screen().findByRole('tooltip')).toHaveTextContent(/not yours to open/);
      await userEvent.click(file);
      await expect(args.links!.openItem).toHaveBeenCalledTimes(1);
    });
  },
};

export const LinkedEventsAndFilesLongTitles: Story = {
  args: { initial: linked(longFile, flight, longFile, goneEvent) },
};
export const LinkedEventsAndFilesDark: Story = {
  ...looks.Dark,
  args: { initial: linked(flight, tickets, goneEvent, goneFile) },
};
export const LinkedEventsAndFilesRightToLeft: Story = {
  ...looks.RightToLeft,
  args: { initial: linked(flight, tickets, goneEvent, goneFile) },
};
