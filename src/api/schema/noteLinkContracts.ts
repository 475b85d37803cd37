import {
  listBacklinksQuerySchema,
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_LINKS_ROUTES,
} from './noteLinks';
import { noteIdParamsSchema } from './notes';
import type { RouteContract } from './routeContract';

/** Links between notes: the notes one links to, and the notes that link to it. */
export const NOTE_LINK_CONTRACTS = {
  links: {
    method: 'GET',
    url: NOTE_LINKS_ROUTES.links,
    summary: 'The notes a note links to, with their current titles (null: gone or trashed)',
    params: noteIdParamsSchema,
    answers: { 200: listNoteLinksResponseSchema },
  },
  backlinks: {
    method: 'GET',
    url: NOTE_LINKS_ROUTES.backlinks,
    summary: 'The notes that link to a note, with the text around the link',
    params: noteIdParamsSchema,
    querystring: listBacklinksQuerySchema,
    answers: { 200: listBacklinksResponseSchema },
  },
} as const satisfies Record<string, RouteContract>;
