import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { DRAFT_KEY_PREFIX } from '@/hooks/useStoredDraft';
import { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { NOTE_DRAFT_NAME } from '@/pages/Notebook/noteDraft';
import { RequireSignedIn } from '@/routes/guards';
import { PATHS } from '@/routes/paths';
import {
  accountHandlers,
  AccountsStore,
  ADA_PASSWORD,
  adaUser,
  sessionRequiredHandler,
} from '@stories/mocks/accounts';
import { notebookSeed, notesHandlers, NotesStore } from '@stories/mocks/notes';
import { authStoryRoutes, StoryApp } from '@stories/pages/auth/support/AuthStory';
import { expectLocation, findPage } from '@stories/pages/auth/support/play';
import { signIn } from '@stories/pages/auth/support/steps';
import {
  caretToEnd,
  expectSaveState,
  notesList,
  openEditor,
  screen,
} from '@stories/pages/Notebook/notebookPlay';
import { LocationProbe } from '@stories/pages/Notebook/notebookRouter';

const accounts = new AccountsStore();
const notes = new NotesStore(notebookSeed());
const DRAFT_KEY = `${DRAFT_KEY_PREFIX}:${adaUser.id}:${NOTE_DRAFT_NAME}`;
const NOTEBOOK = PATHS.notebook;

const routes = authStoryRoutes([
  {
    path: NOTEBOOK,
    element: (
      <RequireSignedIn>
        <NotebookPage />
        <LocationProbe />
      </RequireSignedIn>
    ),
  },
]);

function SessionExpiredFlow() {
  return <StoryApp routes={routes} initialEntry={NOTEBOOK} />;
}

const meta = {
  title: 'Flows/Session expired',
  component: SessionExpiredFlow,
  beforeEach: () => {
    accounts.restore();
    notes.reset();
    const session = accounts.login(adaUser.email, ADA_PASSWORD);
    if (session) window.localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
  },
  parameters: {
    layout: 'padded',
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: {
      handlers: [
        sessionRequiredHandler(accounts, '/notes*'),
        ...notesHandlers(notes),
        ...accountHandlers(accounts),
      ],
    },
  },
} satisfies Meta<typeof SessionExpiredFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session runs out while a note is open; what was typed is kept on this device. */
async function editAfterExpiry(canvasElement: HTMLElement, text: string) {
  const editor = await openEditor(canvasElement, 'Groceries');
  // The open note asks for what links to it; the session ends only once that is answered, so the
  // first request refused is the autosave of the text typed below.
  await within(editor).findByText(/No note links here yet/, undefined, { timeout: 5000 });
  accounts.expireSessions();
  await caretToEnd(editor);
  await userEvent.keyboard(text);
  await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain(text.trim()));
}

/** Autosave meets a 401 → /login?next=… → sign in → back in the notebook, draft offered back. */
export const DraftSurvivesSignIn: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the session expires while a note is being edited', async () => {
      await editAfterExpiry(canvasElement, ', saffron');
    });
    await step('autosave is answered 401: token cleared, sent to sign in', async () => {
      await findPage(canvasElement, 'Hi, welcome back');
      await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'Sign in to continue where you left off.',
      );
    });
    await step('sign in: back in the notebook, where the draft is offered back', async () => {
      await signIn(canvasElement, adaUser.email, ADA_PASSWORD);
      await expectLocation(canvasElement, NOTEBOOK);
    });
    await step('restoring it sends it, and the draft is cleared', async () => {
      const offer = await screen().findByRole('dialog', { name: 'Unsaved changes found' });
      await userEvent.click(within(offer).getByRole('button', { name: 'Restore changes' }));
      const editor = await screen().findByRole('dialog', { name: 'Note editor' });
      await expectSaveState(editor, 'Saved');
      await expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
      await userEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
      await waitFor(() => expect(within(canvasElement).getByText(/saffron/)).toBeVisible());
    });
  },
};

/** The draft can be refused; it is then gone for good and the note stays as the server has it. */
export const DraftDiscarded: Story = {
  play: async ({ canvasElement }) => {
    await editAfterExpiry(canvasElement, ' half a thought');
    await signIn(canvasElement, 'ada', ADA_PASSWORD);
    const offer = await screen().findByRole('dialog', { name: 'Unsaved changes found' });
    await userEvent.click(within(offer).getByRole('button', { name: /Discard/ }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await expect(within(canvasElement).queryByText(/half a thought/)).toBeNull();
  },
};

/** Local storage can hold anything: a draft the notebook cannot read is dropped, not offered. */
export const UnreadableDraftDropped: Story = {
  beforeEach: () => {
    window.localStorage.setItem(DRAFT_KEY, '{"value":{"text":42},"savedAt":"yesterday"}');
  },
  play: async ({ canvasElement }) => {
    await notesList(canvasElement);
    await expect(screen().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  },
};
