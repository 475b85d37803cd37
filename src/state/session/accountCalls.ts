import type { accountRequests } from './accountRequests';

/** The accounts calls' module, with the client (axios) and the schemas (zod) it brings. */
const requests = () => import('./accountRequests').then((module) => module.accountRequests);

/**
 * The accounts calls (`accountRequests`), each loading its module on first use: a signed-out
 * visitor's first paint needs neither axios nor zod (docs/performance.md).
 */
export const accountCalls: typeof accountRequests = {
  register: (data) => requests().then((calls) => calls.register(data)),
  login: (data) => requests().then((calls) => calls.login(data)),
  logout: () => requests().then((calls) => calls.logout()),
  me: () => requests().then((calls) => calls.me()),
  forgot: (data) => requests().then((calls) => calls.forgot(data)),
  resetPassword: (data) => requests().then((calls) => calls.resetPassword(data)),
  subscribeLaunchNews: (data) => requests().then((calls) => calls.subscribeLaunchNews(data)),
};
