// Every in-app address lives here: the route table, the menu, links and guards all read it, so a
// route change is one edit (docs/product.md §2).

export const PATHS = {
  home: '/',
  notebook: '/digi_notebook',
  calendar: '/calendar/:username',
  fileAssistant: '/file_assistant',
  agent: '/agent',
  /** The personal access tokens of MCP clients (docs/mcp.md), from the account menu. */
  connectedApps: '/connected_apps',
  /** The OAuth consent page an MCP client opens (CONSENT_PAGE.path in the schema, kept equal). */
  connectApp: '/connect_app',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  checkMail: '/check-mail',
  resetPassword: '/reset-password',
  /** The public status pages; the template's menu linked them under /pages, which redirects. */
  utility: '/auth/pages',
  legacyUtility: '/pages',
} as const;

/** The status pages under PATHS.utility, by their segment. */
export const UTILITY_PAGES = {
  notFound: 'error',
  serverError: '500',
  comingSoon1: 'coming-soon1',
  comingSoon2: 'coming-soon2',
  underConstruction: 'under-construction',
} as const;
export type UtilityPage = keyof typeof UTILITY_PAGES;

export const utilityLink = (page: UtilityPage) => `${PATHS.utility}/${UTILITY_PAGES[page]}`;

/** A path as a child route writes it: without the leading slash. */
export const segment = (path: string) => path.replace(/^\//, '');

/** The search parameter that opens a note in the notebook's editor. */
export const NOTE_PARAM = 'note';

/** The parameter value that opens the editor on a new note. */
export const NEW_NOTE = 'new';

/** The notebook with one note open, as Home and the header search link to it. */
export function noteLink(id: string): string {
  return `${PATHS.notebook}?${new URLSearchParams({ [NOTE_PARAM]: id }).toString()}`;
}

export const newNoteLink = () => noteLink(NEW_NOTE);

/** The search parameter that opens the open note's history at one version, with what it changed. */
export const NOTE_VERSION_PARAM = 'version';

/** The notebook with a note's history open at `versionId`: what that save changed (the agent's writes). */
export function noteChangesLink(noteId: string, versionId: string): string {
  const params = new URLSearchParams({ [NOTE_PARAM]: noteId, [NOTE_VERSION_PARAM]: versionId });
  return `${PATHS.notebook}?${params.toString()}`;
}

/** The search parameter that opens one conversation on the agent page. */
export const CONVERSATION_PARAM = 'conversation';

/** The agent page with one conversation open. */
export function conversationLink(id: string): string {
  return `${PATHS.agent}?${new URLSearchParams({ [CONVERSATION_PARAM]: id }).toString()}`;
}

/** `/agent?view=…` opens one of the agent page's sections instead of a conversation. */
export const AGENT_VIEW_PARAM = 'view';
export const AGENT_VIEWS = { automations: 'automations', mcpServers: 'mcp-servers' } as const;

/** The agent page's automations list. */
export const automationsLink = () =>
  `${PATHS.agent}?${new URLSearchParams({ [AGENT_VIEW_PARAM]: AGENT_VIEWS.automations }).toString()}`;

/**
 * The search parameters of `/calendar/:username`: the view and the day shown, an event open
 * (calendarLink's), a new event asked for (newEventLink's).
 */
export const CALENDAR_PARAMS = { view: 'view', date: 'date', event: 'event', new: 'new' } as const;

/** The value of CALENDAR_PARAMS.new that asks for a new event. */
export const NEW_EVENT = '1';

/** A user's calendar, optionally with one event open. */
export function calendarLink(username: string, eventId?: string): string {
  const path = PATHS.calendar.replace(':username', encodeURIComponent(username));
  if (!eventId) return path;
  return `${path}?${new URLSearchParams({ [CALENDAR_PARAMS.event]: eventId }).toString()}`;
}

/** A user's calendar with a new event open (Home's "Add an event"). */
export function newEventLink(username: string): string {
  const params = new URLSearchParams({ [CALENDAR_PARAMS.new]: NEW_EVENT });
  return `${calendarLink(username)}?${params.toString()}`;
}

/** The search parameters of the file assistant: the open file and the place shown in it. */
export const FILE_PARAMS = { file: 'file', page: 'page', lines: 'lines' } as const;

/** A place in a file: a PDF page, or a line range of a text file (1-based, inclusive). */
export interface FilePlace {
  page?: number | null;
  lines?: { start: number; end: number } | null;
}

/** The file assistant with one file open, optionally at a page or a line range. */
export function fileLink(id: string, place: FilePlace = {}): string {
  const params = new URLSearchParams({ [FILE_PARAMS.file]: id });
  if (place.page) params.set(FILE_PARAMS.page, String(place.page));
  if (place.lines) params.set(FILE_PARAMS.lines, `${place.lines.start}-${place.lines.end}`);
  return `${PATHS.fileAssistant}?${params.toString()}`;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * The place a file-assistant address points at. Anything malformed (`page=0`, `lines=9-3`,
 * `lines=x`) reads as no place, so a hand-edited link still opens the file.
 */
export function readFilePlace(params: URLSearchParams): Required<FilePlace> {
  const page = positive(params.get(FILE_PARAMS.page) ?? undefined);
  const match = /^(\d+)-(\d+)$/.exec(params.get(FILE_PARAMS.lines) ?? '');
  const start = positive(match?.[1]);
  const end = positive(match?.[2]);
  return { page, lines: start && end && start <= end ? { start, end } : null };
}

/**
 * Where a file passage found by the header search opens: its hit id is `<file id>#p<page>` or
 * `#l<start>-<end>` (server/services/search/filesKind.ts).
 */
export function fileHitLink(hitId: string): string {
  const [id = '', place = ''] = hitId.split('#');
  const page = /^p(\d+)$/.exec(place);
  const lines = /^l(\d+)-(\d+)$/.exec(place);
  if (page) return fileLink(id, { page: Number(page[1]) });
  if (lines) return fileLink(id, { lines: { start: Number(lines[1]), end: Number(lines[2]) } });
  return fileLink(id);
}
