import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_KEY_PREFIX } from '../../../src/hooks/useDraft';
import { draftOf } from '../../../src/pages/Notebook/editingSession';
import { NotebookPage } from '../../../src/pages/Notebook/NotebookPage';
import { NOTE_DRAFT_NAME } from '../../../src/pages/Notebook/noteDraftStorage';
import { adaUser } from '../../mocks/accountFixtures';
import {
  contentFromParagraphs,
  manyNotes,
  notebookSeed,
  notesErrorHandlers,
  notesHandlers,
  notesLoadingHandlers,
  notesOfflineHandlers,
  NotesStore,
} from '../../mocks/notes';
import {
  conflictCopyFlow,
  conflictFlow,
  offlineFlow,
  recoveryFlow,
  shortcutsFlow,
} from './notebookFlows';
import {
  caretToEnd,
  expectSaveState,
  expectTitles,
  notesList,
  openEditor,
  screen,
} from './notebookPlay';

const store = new NotesStore(notebookSeed());
const emptyStore = new NotesStore();

const meta = {
  title: 'Pages/Notebook',
  component: NotebookPage,
  beforeEach: () => {
    store.reset();
    emptyStore.reset();
  },
  parameters: {
    layout: 'padded',
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: notesHandlers(store) },
  },
} satisfies Meta<typeof NotebookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('pinned first, then newest; archive and trash stay out', async () => {
      await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    });
    await step(
      'editing autosaves with a visible state, and the list follows on close',
      async () => {
        const editor = await openEditor(canvasElement, 'Groceries');
        await caretToEnd(editor);
        await userEvent.keyboard(', eggs');
        await expectSaveState(editor, 'Unsaved changes');
        await expectSaveState(editor, 'Saved');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
        const list = await notesList(canvasElement);
        await waitFor(() => expect(within(list).getByText(/coffee beans, eggs/)).toBeVisible());
      },
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: notesLoadingHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading notes' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: notesHandlers(emptyStore) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each filter explains its own emptiness', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No notes yet' })).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: 'Pinned' }));
      await expect(await canvas.findByRole('heading', { name: 'No pinned notes' })).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
      await expect(await canvas.findByRole('heading', { name: 'No archived notes' })).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
      await expect(await canvas.findByRole('heading', { name: 'Trash is empty' })).toBeVisible();
    });
  },
};

export const CreateNote: Story = {
  parameters: { msw: { handlers: notesHandlers(emptyStore) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No notes yet' });
    await step('N opens a new note with the title focused', async () => {
      await userEvent.keyboard('n');
      const editor = await screen().findByRole('dialog', { name: 'Note editor' });
      await waitFor(() =>
        expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveFocus(),
      );
    });
    await step('title, Enter, body: saved once typing pauses', async () => {
      const editor = screen().getByRole('dialog', { name: 'Note editor' });
      await userEvent.keyboard('Ideas{Enter}Write the launch post');
      await expectSaveState(editor, 'Saved');
      await userEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
    });
    await step('the new note is in the list', async () => {
      await expectTitles(canvasElement, ['Ideas']);
    });
  },
};

export const Filters: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await step('pinned', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Pinned' }));
      await expectTitles(canvasElement, ['Team meeting']);
    });
    await step('archived', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
      await expectTitles(canvasElement, ['Old project ideas']);
    });
    await step('trash', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
      await expectTitles(canvasElement, ['Draft to throw away']);
    });
    await step('a tag within all notes', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
      await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
      await userEvent.click(await screen().findByRole('option', { name: 'home (2)' }));
      await expectTitles(canvasElement, ['Groceries', 'Reading list']);
    });
    await step('search as you type, over the body too', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
      await userEvent.click(await screen().findByRole('option', { name: 'Any tag' }));
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'basil');
      await expectTitles(canvasElement, ['Groceries']);
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search notes' }));
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'zebra');
      await expect(
        await canvas.findByRole('heading', { name: 'Nothing matches “zebra”' }),
      ).toBeVisible();
    });
  },
};

export const ArchiveAndUndo: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await step("archiving says 'Note archived' and the note leaves the list", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Archive: Groceries' }));
      await expect(await screen().findByText('Note archived')).toBeVisible();
      await expectTitles(canvasElement, ['Team meeting', 'Reading list']);
    });
    await step('UNDO brings it back', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
      await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    });
  },
};

export const TrashRestoreDelete: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await step('trash, then restore from the trash', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move to trash: Reading list' }));
      await expectTitles(canvasElement, ['Team meeting', 'Groceries']);
      await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
      await expectTitles(canvasElement, ['Reading list', 'Draft to throw away']);
      await userEvent.click(canvas.getByRole('button', { name: 'Restore: Reading list' }));
      await expectTitles(canvasElement, ['Draft to throw away']);
    });
    await step('delete forever asks first; cancel keeps it, confirm removes it', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Delete forever: Draft to throw away' }),
      );
      const dialog = await screen().findByRole('dialog', { name: 'Delete this note forever?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectTitles(canvasElement, ['Draft to throw away']);
      await userEvent.click(
        canvas.getByRole('button', { name: 'Delete forever: Draft to throw away' }),
      );
      const again = await screen().findByRole('dialog', { name: 'Delete this note forever?' });
      await userEvent.click(within(again).getByRole('button', { name: 'Delete forever' }));
      await expect(await canvas.findByRole('heading', { name: 'Trash is empty' })).toBeVisible();
    });
  },
};

const draftKey = `${DRAFT_KEY_PREFIX}:${adaUser.id}:${NOTE_DRAFT_NAME}`;
const conflictStore = new NotesStore(notebookSeed());
const conflicted = new Set<string>();

export const Conflict: Story = {
  beforeEach: () => {
    conflictStore.reset();
    conflicted.clear();
  },
  parameters: {
    msw: { handlers: notesHandlers(conflictStore, { conflictOnFirstSave: true, conflicted }) },
  },
  play: conflictFlow,
};

export const ConflictCopyMine: Story = {
  beforeEach: () => {
    conflictStore.reset();
    conflicted.clear();
  },
  parameters: Conflict.parameters,
  play: conflictCopyFlow,
};

const offlineStore = new NotesStore(notebookSeed());

export const Offline: Story = {
  beforeEach: () => offlineStore.reset(),
  parameters: { msw: { handlers: notesOfflineHandlers(offlineStore) } },
  play: offlineFlow,
};

export const DraftRecovery: Story = {
  beforeEach: () => {
    const groceries = notebookSeed()[1]!;
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({
        value: {
          noteId: groceries.id,
          baseVersion: groceries.version,
          draft: {
            ...draftOf(groceries),
            ...contentFromParagraphs([`${groceries.plainText}, saffron`]),
          },
        },
        savedAt: '2026-03-14T09:00:00.000Z',
      }),
    );
    return () => window.localStorage.clear();
  },
  play: recoveryFlow,
};

export const ServerError: Story = {
  parameters: { msw: { handlers: notesErrorHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your notes could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const bigStore = new NotesStore(manyNotes(5000));

export const FiveThousandNotes: Story = {
  parameters: { msw: { handlers: notesHandlers(bigStore) } },
  play: async ({ canvasElement, step }) => {
    const list = await notesList(canvasElement);
    await step('the first page shows, only visible cards are rendered', async () => {
      const cards = within(list).getAllByRole('listitem');
      await expect(cards.length).toBeGreaterThan(3);
      await expect(cards.length).toBeLessThanOrEqual(30);
    });
    await step('scrolling to the end loads the next page', async () => {
      const scroller = list.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
      const furthest = () =>
        Math.max(
          ...within(list)
            .getAllByRole('listitem')
            .map((item) => Number(item.getAttribute('aria-posinset'))),
        );
      await waitFor(() => expect(furthest()).toBeGreaterThan(30), { timeout: 5000 });
    });
  },
};

export const Shortcuts: Story = { play: shortcutsFlow };
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };

export const All: Story = {
  play: async ({ canvasElement }) => {
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  },
};
