import { userEvent, within } from 'storybook/test';
import type { RegisterRequest } from '@/api/schema';
import { findPage } from './play';

// Steps the page stories and the flows share: each types into the real page and submits it.

export async function signIn(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, /welcome back/);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email or username/ }), identifier);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}
export async function fillRegister(canvasElement: HTMLElement, account: RegisterRequest) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Create your account');
  await userEvent.type(canvas.getByLabelText(/^Full name/), account.name);
  await userEvent.type(canvas.getByLabelText(/^Username/), account.username);
  await userEvent.type(canvas.getByLabelText(/^Email address/), account.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), account.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export async function askForLink(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Forgot your password?');
  await userEvent.type(canvas.getByLabelText(/^Email address/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

export async function chooseNewPassword(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Set a new password');
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
}
