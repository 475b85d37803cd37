import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { RequireSignedIn } from '@/routes/guards';
import { accountHandlers, AccountsStore, newAccount } from '@stories/mocks/accounts';
import { authStoryRoutes, StoryApp, type StoryRouter } from '@stories/pages/auth/support/AuthStory';
import { expectLocation, findPage, signedOutState } from '@stories/pages/auth/support/play';
import {
  askForLink,
  chooseNewPassword,
  fillRegister,
  signIn,
} from '@stories/pages/auth/support/steps';
import { FlowHome } from './support/FlowHome';

const store = new AccountsStore();
let router: StoryRouter | undefined;

const routes = authStoryRoutes([
  {
    path: '/',
    element: (
      <RequireSignedIn>
        <FlowHome />
      </RequireSignedIn>
    ),
  },
]);

function SignInFlow() {
  return <StoryApp routes={routes} initialEntry="/register" onRouter={(r) => (router = r)} />;
}

const meta = {
  title: 'Flows/Sign in',
  component: SignInFlow,
  beforeEach: () => store.restore(),
  parameters: {
    layout: 'fullscreen',
    preloadedState: signedOutState,
    msw: { handlers: accountHandlers(store) },
  },
} satisfies Meta<typeof SignInFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'a-second-better-password';

/** register → home → sign out → forgot → check mail → reset password → sign in → home. */
export const RegisterResetAndSignIn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('register: the new account is signed in and lands home', async () => {
      await fillRegister(canvasElement, newAccount);
      await expectLocation(canvasElement, '/');
      await expect(canvas.getByTestId('session')).toHaveTextContent(newAccount.username);
    });
    await step('sign out: the token is revoked and forgotten', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await findPage(canvasElement, 'Hi, welcome back');
      await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });
    await step('forgot password → check mail', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
      await askForLink(canvasElement, newAccount.email);
      await findPage(canvasElement, 'Check your email');
      await expect(canvasElement).toHaveTextContent(newAccount.email);
    });
    await step('open the link from the e-mail and set a new password', async () => {
      const mail = store.outbox.at(-1);
      await expect(mail?.email).toBe(newAccount.email);
      await router?.navigate(`/reset-password?token=${mail?.token}`);
      await chooseNewPassword(canvasElement, NEW_PASSWORD);
      await expect(await canvas.findByRole('status')).toHaveTextContent('password was changed');
    });
    await step('the old password no longer works', async () => {
      await signIn(canvasElement, newAccount.username, newAccount.password);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('do not match');
    });
    await step('the new one signs in and leads home', async () => {
      const password = canvas.getByLabelText(/^Password/);
      await userEvent.clear(password);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expectLocation(canvasElement, '/');
      await expect(canvas.getByTestId('session')).toHaveTextContent(newAccount.username);
    });
  },
};
