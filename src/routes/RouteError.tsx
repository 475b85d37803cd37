import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../pages/utility/NotFoundPage';
import { ServerErrorPage } from '../pages/utility/ServerErrorPage';

/** What a route shows when it throws: 404 for a missing thing, otherwise the 500 page with retry. */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ServerErrorPage variant={embedded ? 'embedded' : 'page'} />;
}
