import { describe, expect, test, vi } from 'vitest';
import { unregisterServiceWorkers } from './serviceWorkers';

const registration = (result: Promise<boolean>) =>
  ({ unregister: () => result }) as unknown as ServiceWorkerRegistration;

describe('unregisterServiceWorkers', () => {
  test('unregisters every registration', async () => {
    const unregister = vi.fn(async () => true);
    const container = {
      getRegistrations: async () =>
        [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[],
    };
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  test('logs a failing unregister and carries on with the others', async () => {
    const log = { error: vi.fn() };
    const container = {
      getRegistrations: async () => [
        registration(Promise.reject(new Error('nope'))),
        registration(Promise.resolve(true)),
      ],
    };
    await expect(unregisterServiceWorkers(container, log)).resolves.toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  test('logs when the registrations cannot be listed, without throwing', async () => {
    const log = { error: vi.fn() };
    const container = { getRegistrations: () => Promise.reject(new Error('blocked')) };
    await expect(unregisterServiceWorkers(container, log)).resolves.toBe(0);
    expect(log.error).toHaveBeenCalledWith('Could not list service workers', expect.any(Error));
  });

  test('does nothing where service workers do not exist', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
  });
});
