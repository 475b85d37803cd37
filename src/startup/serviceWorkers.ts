/** Removes every service worker a previous version may have left (stale caches break updates). */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined,
  log: Pick<Console, 'error'> = console,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.allSettled(
      registrations.map((registration) => registration.unregister()),
    );
    results.forEach((result) => {
      if (result.status === 'rejected')
        log.error('Could not unregister a service worker', result.reason);
    });
    return results.filter((result) => result.status === 'fulfilled' && result.value).length;
  } catch (error) {
    // Never fatal: the app works with a worker in place, it may only serve stale files.
    log.error('Could not list service workers', error);
    return 0;
  }
}
