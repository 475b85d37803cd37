import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTES_ROUTES } from '@/api/schema';
import { DRAFT_KEY_PREFIX } from '@/hooks/useStoredDraft';
import { draftOf } from '@/pages/Notebook/noteDraft';
import { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { NOTE_DRAFT_NAME } from '@/pages/Notebook/noteDraft';
import { adaUser } from '@stories/mocks/accountFixtures';
import {
  contentFromParagraphs,
  manyNotes,
  notebookSeed,
  notesErrorHandlers,
  notesHandlers,
  notesLoadingHandlers,
  notesOfflineHandlers,
  NotesStore,
} from '@stories/mocks/notes';
import {
  conflictCopyFlow,
  conflictFlow,
  offlineFlow,
  recoveryFlow,
  shortcutsFlow,
} from './notebookFlows';
import {
  archiveUndoFlow,
  createNoteFlow,
  emptyFiltersFlow,
  filtersFlow,
  trashRestoreDeleteFlow,
} from './notebookListFlows';
import {
  caretToEnd,
  expectSaveState,
  expectTitles,
  notesList,
  openEditor,
  screen,
} from './notebookPlay';
import {
  agentChangesPath,
  historyRestoreFlow,
  historyUnsavedFlow,
  seedGroceriesHistory,
  seeWhatChangedFlow,
} from './notebookHistoryFlows';
import { deepLinkFlow, deepLinkNewFlow, deepLinkNotFoundFlow } from './notebookDeepLinkFlows';
import { searchHighlightFlow, searchNoResultsFlow, searchSlowFlow } from './notebookSearchFlows';
import { withNotebookRouter } from './notebookRouter';
import { importFlow, tagChangesFlow } from './notebookTransferFlows';

const store = new NotesStore(notebookSeed());
const emptyStore = new NotesStore();

const meta = {
  title: 'Pages/Notebook',
  component: NotebookPage,
  decorators: [withNotebookRouter],
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
  play: emptyFiltersFlow,
};

export const CreateNote: Story = {
  parameters: { msw: { handlers: notesHandlers(emptyStore) } },
  play: createNoteFlow,
};

export const Filters: Story = {
  play: filtersFlow,
};

export const SearchHighlights: Story = { play: searchHighlightFlow };

export const SearchNoResults: Story = { play: searchNoResultsFlow };

export const SearchSlow: Story = {
  parameters: { msw: { handlers: notesHandlers(store, { latency: 1500 }) } },
  play: searchSlowFlow,
};

export const ArchiveAndUndo: Story = {
  play: archiveUndoFlow,
};

const archiveRequests: string[] = [];

/** A double click on Archive sends one request: the card's buttons are off while it is on its way. */
export const ArchiveOnDoubleClick: Story = {
  beforeEach: () => {
    archiveRequests.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        // Counts, then falls through to the store's own answer.
        http.post(`*/api${NOTES_ROUTES.archive}`, ({ params }) => {
          archiveRequests.push(String(params.id));
        }),
        ...notesHandlers(store, { latency: 400 }),
      ],
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await step('double click Archive', async () => {
      const archive = canvas.getByRole('button', { name: 'Archive: Groceries' });
      await userEvent.dblClick(archive);
      await waitFor(() => expect(archive).toBeDisabled());
    });
    await step('one request, one snackbar, the note leaves the list', async () => {
      await expect(await screen().findByText('Note archived')).toBeVisible();
      await expectTitles(canvasElement, ['Team meeting', 'Reading list']);
      await expect(archiveRequests).toHaveLength(1);
    });
  },
};

export const TrashRestoreDelete: Story = {
  play: trashRestoreDeleteFlow,
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
  play: async (context) => {
    await conflictFlow(context);
    await context.step('the kept version is in the history as a conflict choice', async () => {
      const latest = conflictStore.history.list(notebookSeed()[1]!.id, { limit: 1 }).items[0];
      await expect(latest?.source).toBe('conflict');
    });
  },
};

export const ConflictCopyMine: Story = {
  beforeEach: () => {
    conflictStore.reset();
    conflicted.clear();
  },
  parameters: Conflict.parameters,
  play: conflictCopyFlow,
};

const historyStore = new NotesStore(notebookSeed());

/** History from the editor: a version, its diff against the note, restore. */
export const History: Story = {
  beforeEach: () => {
    historyStore.reset();
    seedGroceriesHistory(historyStore);
  },
  parameters: { msw: { handlers: notesHandlers(historyStore) } },
  play: historyRestoreFlow(historyStore),
};

/** The agent's "See what changed" link: the note, its history at the agent's version, the diff. */
export const SeeWhatChanged: Story = {
  beforeEach: History.beforeEach,
  parameters: { ...History.parameters, notebookPath: agentChangesPath },
  play: seeWhatChangedFlow,
};

const importStore = new NotesStore(notebookSeed());

/** Markdown in through the toolbar's Import: preview, import, then the same file known again. */
export const ImportMarkdown: Story = {
  beforeEach: () => importStore.reset(),
  parameters: { msw: { handlers: notesHandlers(importStore) } },
  play: importFlow,
};

const tagStore = new NotesStore(notebookSeed());

/** A tag renamed and deleted from the filter's actions, each undone. */
export const RenameAndDeleteTag: Story = {
  beforeEach: () => tagStore.reset(),
  parameters: { msw: { handlers: notesHandlers(tagStore) } },
  play: tagChangesFlow,
};

/** Restore while typing is unsaved: the question says so, and the typing becomes a version. */
export const HistoryWithUnsavedTyping: Story = {
  beforeEach: History.beforeEach,
  // Slow saves keep the typing unsaved while the history opens.
  parameters: { msw: { handlers: notesHandlers(historyStore, { latency: 1000 }) } },
  play: historyUnsavedFlow(historyStore),
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

/** A stored draft the notebook cannot read is removed once its check has loaded, never offered. */
export const UnreadableDraft: Story = {
  beforeEach: () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({
        value: {
          recordId: null,
          baseVersion: null,
          draft: { ...draftOf(notebookSeed()[1]!), content: { type: 'script' } },
        },
        savedAt: '2026-03-14T09:00:00.000Z',
      }),
    );
    return () => window.localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await waitFor(() => expect(window.localStorage.getItem(draftKey)).toBeNull());
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: notesErrorHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What failed, then why: the server's code in the user's words.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'Your notes could not be loaded. Something went wrong on our side.',
    );
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

const linkTo = (id: string) => ({ notebookPath: `/digi_notebook?note=${id}` });

export const DeepLink: Story = {
  parameters: linkTo(notebookSeed()[2]!.id),
  play: deepLinkFlow('Reading list'),
};

/** An archived note is not in the first page: the link fetches it by id. */
export const DeepLinkFetched: Story = {
  parameters: linkTo(notebookSeed()[3]!.id),
  play: deepLinkFlow('Old project ideas'),
};

export const DeepLinkNew: Story = { parameters: linkTo('new'), play: deepLinkNewFlow };

export const DeepLinkUnknown: Story = {
  parameters: linkTo('00000000-0000-4000-8000-0000000000ff'),
  play: deepLinkNotFoundFlow,
};

export const DeepLinkMalformed: Story = {
  parameters: linkTo('not-a-note%22%3E'),
  play: deepLinkNotFoundFlow,
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
