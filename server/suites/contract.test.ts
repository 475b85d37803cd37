import {
  ACCOUNT_PATHS,
  forgotResponseSchema,
  LAUNCH_NEWS_PATHS,
  launchNewsResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { launchNewsHandlers } from '@stories/mocks/launchNews.ts';
import { describeContract, type Step } from '../test/contract.ts';

const who = {
  name: 'Grace Hopper',
  username: 'grace_h',
  email: 'grace@example.test',
  password: 'cobol-1959-navy',
};

const STEPS: Step[] = [
  {
    name: 'register',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: who,
    schema: sessionResponseSchema,
    keepSession: true,
  },
  {
    name: 'register, email taken',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: { ...who, username: 'other_name', email: who.email.toUpperCase() },
  },
  {
    name: 'register, invalid',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: { name: 'x', username: 'no spaces', email: 'bad', password: 'short' },
  },
  { name: 'me', method: 'GET', path: ACCOUNT_PATHS.me, auth: 'session', schema: meResponseSchema },
  { name: 'me, signed out', method: 'GET', path: ACCOUNT_PATHS.me },
  { name: 'logout', method: 'POST', path: ACCOUNT_PATHS.logout, auth: 'session' },
  { name: 'me after logout', method: 'GET', path: ACCOUNT_PATHS.me, auth: 'session' },
  { name: 'logout again', method: 'POST', path: ACCOUNT_PATHS.logout, auth: 'session' },
  {
    name: 'login by username',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.username, password: who.password },
    schema: sessionResponseSchema,
    keepSession: true,
  },
  {
    name: 'login by email',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.email, password: who.password },
    schema: sessionResponseSchema,
  },
  {
    name: 'login, wrong password',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.email, password: 'not-the-password' },
  },
  {
    name: 'login, empty',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: '', password: '' },
  },
  {
    name: 'forgot, known',
    method: 'POST',
    path: ACCOUNT_PATHS.forgot,
    body: { email: who.email },
    schema: forgotResponseSchema,
  },
  {
    name: 'forgot, unknown',
    method: 'POST',
    path: ACCOUNT_PATHS.forgot,
    body: { email: 'nobody@example.test' },
    schema: forgotResponseSchema,
  },
  { name: 'forgot, invalid', method: 'POST', path: ACCOUNT_PATHS.forgot, body: { email: 'nope' } },
  {
    name: 'reset, unknown token',
    method: 'POST',
    path: ACCOUNT_PATHS.reset,
    body: { token: 'u'.repeat(43), password: 'new-password-1' },
  },
  {
    name: 'reset, short password',
    method: 'POST',
    path: ACCOUNT_PATHS.reset,
    body: { token: 'u'.repeat(43), password: 'short' },
  },
  {
    name: 'launch news',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'news@example.test' },
    schema: launchNewsResponseSchema,
  },
  {
    name: 'launch news, again',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'NEWS@example.test' },
    schema: launchNewsResponseSchema,
  },
  {
    name: 'launch news, invalid',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'x' },
  },
];

describeContract('contract: the MSW mocks answer like the real server', STEPS, () => [
  ...accountHandlers(new AccountsStore()),
  ...launchNewsHandlers(),
]);
