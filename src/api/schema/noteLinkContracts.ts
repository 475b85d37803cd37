import {
  listBacklinksQuerySchema,
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_LINKS_ROUTES,
} from './noteLinks';
import { noteIdParamsSchema } from './notes';
import { readRoute, type RouteContract } from './routeContract';

/** Links between notes: the notes one links to, and the notes that link to it. */
export const NOTE_LINK_CONTRACTS = {
  links: readRoute(
    NOTE_LINKS_ROUTES.links,
    'The notes a note links to, with their current titles (null: gone or trashed)',
    listNoteLinksResponseSchema,
    { params: noteIdParamsSchema },
  ),
  backlinks: readRoute(
    NOTE_LINKS_ROUTES.backlinks,
    'The notes that link to a note, with the text around the link',
    listBacklinksResponseSchema,
    { params: noteIdParamsSchema, querystring: listBacklinksQuerySchema },
  ),
} as const satisfies Record<string, RouteContract>;
