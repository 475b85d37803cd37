import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import type { CreateAccessTokenRequest } from '@/api/schema';
import { CreateTokenDialog } from '@/components/connectedApps/CreateTokenDialog';
import { adaUser } from '@stories/mocks/accountFixtures';
import { tokensStore } from '@stories/mocks/accessTokenFixtures';
import { apiError } from '@stories/mocks/apiErrors';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';

/** A token just made by the mock store, so its secret has the server's shape. */
const justCreated = tokensStore([]).create(adaUser.id, {
  name: 'Claude Desktop',
  scopes: ['notes:read', 'calendar:read'],
});

/** A create the server refuses with `error`. */
const refuses = (error: ApiError) =>
  fn(async (_request: CreateAccessTokenRequest): Promise<void> => {
    throw error;
  });

const meta = {
  title: 'Components/ConnectedApps/CreateTokenDialog',
  component: CreateTokenDialog,
  args: {
    open: true,
    onClose: fn(),
    onCreate: fn(async (_request: CreateAccessTokenRequest): Promise<void> => undefined),
    created: null,
  },
} satisfies Meta<typeof CreateTokenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).getByRole('dialog', { name });
const form = () => within(dialog('Create a token'));

export const Playground: Story = {};

export const Creating: Story = {
  play: async ({ args }) => {
    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), '  Claude Desktop ');
    await userEvent.click(form().getByRole('checkbox', { name: 'Read calendar' }));
    await userEvent.click(form().getByRole('checkbox', { name: 'Read notes' }));
    await userEvent.click(form().getByRole('button', { name: 'Create' }));
    // Trimmed, and the scopes in the schema's order whatever order they were ticked in.
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Claude Desktop',
      scopes: ['notes:read', 'calendar:read'],
    });
  },
};

export const NothingChosen: Story = {
  play: async ({ args, step }) => {
    await step('an empty form is not sent and says what is missing', async () => {
      await userEvent.click(form().getByRole('button', { name: 'Create' }));
      await expect(args.onCreate).not.toHaveBeenCalled();
      await expect(form().getByText('This field is required.')).toBeVisible();
      await expect(form().getByText('Choose at least one thing this app may do.')).toBeVisible();
      await expect(form().getByRole('textbox', { name: 'Name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await step('a name too long is refused with its limit', async () => {
      await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'x'.repeat(81));
      await expect(form().getByText('Use at most 80 characters.')).toBeVisible();
    });
  },
};

export const LimitReached: Story = {
  args: {
    onCreate: refuses(apiError('unprocessable')),
  },
  play: async () => {
    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'One more');
    await userEvent.click(form().getByRole('checkbox', { name: 'Ask your files' }));
    await userEvent.click(form().getByRole('button', { name: 'Create' }));
    await expect(await form().findByRole('alert')).toHaveTextContent(
      'You already have 50 active tokens, the most one account may hold.',
    );
  },
};

export const ServerRefusedName: Story = {
  args: {
    onCreate: refuses(apiError('validation_failed', { name: 'invalid_characters' })),
  },
  play: async () => {
    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'Tab');
    await userEvent.click(form().getByRole('checkbox', { name: 'Read files' }));
    await userEvent.click(form().getByRole('button', { name: 'Create' }));
    await expect(await form().findByText(/contains characters that cannot be used/)).toBeVisible();
    await expect(form().queryByRole('alert')).toBeNull();
  },
};

const secret = () => within(dialog('Token created'));

export const SecretShown: Story = {
  args: { created: justCreated },
  play: async ({ args, step }) => {
    await step('the secret is shown with a warning that it will not be shown again', async () => {
      await expect(secret().getByRole('textbox', { name: 'Token for Claude Desktop' })).toHaveValue(
        justCreated.secret,
      );
      await expect(secret().getByText(/Quire will never show it again/)).toBeVisible();
    });
    await step('copy puts it on the clipboard and says so', async () => {
      const writeText = fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await userEvent.click(secret().getByRole('button', { name: 'Copy token' }));
      await expect(writeText).toHaveBeenCalledWith(justCreated.secret);
      await expect(secret().getByRole('status')).toHaveTextContent('Copied');
    });
    await step('done closes the dialog', async () => {
      await userEvent.click(secret().getByRole('button', { name: 'I have copied it' }));
      await expect(args.onClose).toHaveBeenCalledOnce();
    });
  },
};

export const CopyRefused: Story = {
  args: { created: justCreated },
  play: async () => {
    const writeText = fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(secret().getByRole('button', { name: 'Copy token' }));
    await waitFor(() =>
      expect(secret().getByRole('status')).toHaveTextContent(/Could not copy: select the token/),
    );
  },
};

export const LongName: Story = {
  args: {
    created: tokensStore([]).create(adaUser.id, {
      name: 'Claude Desktop on the studio workstation, shared with the research assistant',
      scopes: ['ask'],
    }),
  },
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const tile = (children: ReactNode) => (
  <DialogFrame width={620} height={560}>
    {children}
  </DialogFrame>
);

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tile(<CreateTokenDialog {...args} disablePortal />)}
      {tile(<CreateTokenDialog {...args} created={justCreated} disablePortal />)}
    </Box>
  ),
};
