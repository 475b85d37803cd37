import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BLANK_NOTE_DRAFT, type NoteDraft } from '@/components/notes/NoteEditor';
import { NoteEditor } from '@/components/notes/NoteEditor/NoteEditor';
import * as looks from '@stories/components/support/looks';
import { linkTargets } from '@stories/components/notes/NoteLinks/linkFixtures';

const { trip, budget, gone, long } = linkTargets;
const notes = [trip, budget, long];

/** The picker's search as the page's: notes whose title has a word starting with the text. */
const searchTitles = async (text: string) =>
  notes.filter((note) =>
    note.title
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(text.toLowerCase())),
  );

const linked = (...ids: string[]): NoteDraft => ({
  ...BLANK_NOTE_DRAFT,
  title: 'Summer plans',
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: ids.flatMap((noteId) => [
          { type: 'text', text: 'See ' },
          { type: 'noteLink', attrs: { noteId } },
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
      search: fn(searchTitles),
      create: fn(async (title: string) => ({ id: '00000000-0000-4000-8000-000000000999', title })),
      open: fn(),
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
      const field = await screen().findByRole('combobox', { name: 'Link to a note' });
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('tr');
      const listbox = await screen().findByRole('listbox');
      await expect(await within(listbox).findByRole('option', { name: trip.title })).toBeVisible();
      await expect(within(listbox).getByRole('option', { name: budget.title })).toBeVisible();
      await expect(within(listbox).getByRole('option', { name: 'Create note “tr”' })).toBeVisible();
    });
    await step('arrows move, Enter links the note by id, showing its title', async () => {
      const field = screen().getByRole('combobox', { name: 'Link to a note' });
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
      await expect(screen().queryByRole('combobox', { name: 'Link to a note' })).toBeNull();
    });
  },
};

export const PickerCreates: Story = {
  play: async ({ args, canvasElement }) => {
    await typeInBody(canvasElement, '[[[[');
    await screen().findByRole('combobox', { name: 'Link to a note' });
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
    await screen().findByRole('combobox', { name: 'Link to a note' });
    await userEvent.keyboard('half typed{Escape}');
    await waitFor(() => expect(lastContent(args.onChange)).toContain('[[half typed'));
    await expect(screen().queryByRole('combobox', { name: 'Link to a note' })).toBeNull();
  },
};

export const PickerSearchFails: Story = {
  args: {
    links: { ...meta.args.links, search: fn(async () => Promise.reject(new Error('offline'))) },
  },
  play: async ({ canvasElement }) => {
    await typeInBody(canvasElement, '[[[[');
    await screen().findByRole('combobox', { name: 'Link to a note' });
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
