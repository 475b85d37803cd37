import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundScreen, ServerErrorScreen } from '@/components/shared/StatusScreens';

/** What a route shows when it throws: 404 for a missing thing, otherwise the 500 page with retry. */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
  return <ServerErrorScreen variant={embedded ? 'embedded' : 'page'} />;
}
