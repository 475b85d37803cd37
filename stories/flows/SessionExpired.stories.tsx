import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { DRAFT_KEY_PREFIX } from '@/hooks/useDraft';
import { RequireSignedIn } from '@/routes/guards';
import { accountHandlers, AccountsStore, ADA_PASSWORD, adaUser } from '@stories/mocks/accounts';
import { authStoryRoutes, StoryApp } from '@stories/pages/auth/support/AuthStory';
import { expectLocation, findPage } from '@stories/pages/auth/support/play';
import { signIn } from '@stories/pages/auth/support/steps';
import { flowNoteHandlers } from './support/flowApi';
import { FlowEditor } from './support/FlowEditor';

const store = new AccountsStore();
const EXPIRED_TOKEN = 'tok_expired_00000000000000000000000';
const DRAFT_KEY = `${DRAFT_KEY_PREFIX}:${adaUser.id}:flow-note`;

const routes = authStoryRoutes([
  {
    path: '/notes',
    element: (
      <RequireSignedIn>
        <FlowEditor />
      </RequireSignedIn>
    ),
  },
]);

function SessionExpiredFlow() {
  return <StoryApp routes={routes} initialEntry="/notes?tab=today" />;
}

const meta = {
  title: 'Flows/Session expired',
  component: SessionExpiredFlow,
  beforeEach: () => {
    store.restore();
    // Signed in a while ago; the server has since let that session expire.
    window.localStorage.setItem(TOKEN_STORAGE_KEY, EXPIRED_TOKEN);
  },
  parameters: {
    layout: 'fullscreen',
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: [...accountHandlers(store), ...flowNoteHandlers(store)] },
  },
} satisfies Meta<typeof SessionExpiredFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOTE = 'Ship the calendar on Friday; ask Ana about sharing.';

/** A 401 mid-edit → /login?next=… → sign in → back on the page, draft offered back. */
export const DraftSurvivesSignIn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('write a note; each change is kept as a draft', async () => {
      await findPage(canvasElement, 'Meeting notes');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), NOTE);
    });
    await step('saving is answered 401: token cleared, sent to sign in with next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await findPage(canvasElement, 'Hi, welcome back');
      await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Sign in to continue where you left off.',
      );
    });
    await step('sign in: back on the page it was, with its query', async () => {
      await signIn(canvasElement, adaUser.email, ADA_PASSWORD);
      await findPage(canvasElement, 'Meeting notes');
      await expectLocation(canvasElement, '/notes?tab=today');
    });
    await step('the draft is offered back and restores the text', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Restore' }));
      await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue(NOTE);
    });
    await step('saving now works and the draft is cleared', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(canvas.getByTestId('save-state')).toHaveTextContent('Saved'));
      const drafts = Object.keys(window.localStorage).filter((k) => k.startsWith('quire-draft'));
      await expect(drafts).toEqual([]);
    });
  },
};

/** The draft can be refused; it is then gone for good. */
export const DraftDiscarded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Meeting notes');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await signIn(canvasElement, 'ada', ADA_PASSWORD);
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  },
};

/** Local storage can hold anything: a draft this editor cannot read is dropped, not offered. */
export const UnreadableDraftDropped: Story = {
  beforeEach: () => {
    store.restore();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, EXPIRED_TOKEN);
    window.localStorage.setItem(DRAFT_KEY, '{"value":{"text":42},"savedAt":"yesterday"}');
  },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Meeting notes');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};
