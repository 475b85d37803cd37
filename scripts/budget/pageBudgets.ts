// What each route loads before its first paint, and the ceiling it may not pass
// (docs/performance.md, "The budget test"). A new page is one line in PAGES; a page that brings a
// big library names it in `owns`.

const KB = 1024;

/** A ceiling in KB: what the row weighed when last measured plus 10 %, rounded up. */
const kb = (value: number) => value * KB;

/** Any one page's own chunk. */
export const PAGE_CHUNK_CEILING = kb(100);

/**
 * Loaded before every first paint: the entry (index.html and its static imports, CSS) and the
 * common part of the messages (src/i18n/messageParts.ts).
 */
const APP = ['index.html', 'src/i18n/en.json?part=common'];
const NOTEBOOK = 'src/pages/Notebook/NotebookPage.tsx';
const AGENT = 'src/pages/Agent/AgentPage.tsx';
/**
 * The signed-in dashboard shell, a chunk of its own (`scripts/vite/shellChunk.ts`), and the
 * messages only it shows.
 */
export const SHELL_ROUTE = 'src/routes/ShellRoute.tsx';
const SHELL = [...APP, 'src/i18n/en.json?part=signedIn', SHELL_ROUTE];

export interface PageBudget {
  route: string;
  /** What is loaded around the page (manifest keys: source paths). */
  layout: string[];
  /** The page's module, a lazily loaded chunk of its own. */
  page: string;
  /** Modules a user action on the page loads (opening a note loads the editor). */
  opened?: string[];
  /** Brotli bytes of the JS, CSS and fonts (and a prerendered page's HTML) before first paint. */
  ceiling: number;
  /**
   * Packages this row may load and no other row may: a page's big library (the editor, later a
   * calendar grid or a PDF viewer) must not leak into other pages or into the first paint.
   */
  owns?: string[];
  /**
   * Rendered to HTML at build time (`scripts/prerender/`): only a page whose first render
   * depends on its address alone (navigation state is the gate's:
   * `scripts/prerender/prerenderGate.ts`). A query must change nothing but whether the page
   * accepts it (`/reset-password`'s token: `RENDERED_QUERIES` in
   * `server/builtApp/prerenderedFile.ts`), and the time shows only once hydrated (the
   * countdown's `secondClock`).
   */
  prerendered?: boolean;
}

const page = (route: string, layout: string[], module: string, ceiling: number): PageBudget => ({
  route,
  layout,
  page: module,
  ceiling,
});

/** Every module the row loads, in load order. */
export const entriesOf = (row: PageBudget): string[] => [
  ...row.layout,
  row.page,
  ...(row.opened ?? []),
];

export const PAGES: PageBudget[] = [
  { ...page('/login', APP, 'src/pages/auth/LoginPage.tsx', kb(79)), prerendered: true },
  { ...page('/register', APP, 'src/pages/auth/RegisterPage.tsx', kb(79)), prerendered: true },
  { ...page('/forgot', APP, 'src/pages/auth/ForgotPage.tsx', kb(78)), prerendered: true },
  {
    ...page('/check-mail', APP, 'src/pages/auth/CheckMailPage.tsx', kb(77)),
    prerendered: true,
  },
  {
    ...page('/reset-password', APP, 'src/pages/auth/ResetPasswordPage.tsx', kb(79)),
    prerendered: true,
  },
  page('/', SHELL, 'src/pages/Home/HomePage.tsx', kb(347)),
  page('/digi_notebook', SHELL, NOTEBOOK, kb(364)),
  {
    route: '/digi_notebook, a note open',
    layout: SHELL,
    page: NOTEBOOK,
    opened: ['src/components/notes/NoteEditor/NoteEditorDialog.tsx'],
    ceiling: kb(494),
    owns: ['@tiptap/', 'prosemirror-', 'linkifyjs', 'orderedmap', 'rope-sequence', 'w3c-keyname'],
  },
  {
    // FullCalendar (grid, interaction, locales, its CSS) and the Temporal polyfill it needs: its
    // chunk (LazyCalendarView) is counted as loaded before the grid paints.
    route: '/calendar/:username',
    layout: SHELL,
    page: 'src/pages/Calendar/CalendarPage.tsx',
    opened: ['src/components/calendar/CalendarView/CalendarView.tsx'],
    ceiling: kb(452),
    owns: ['@fullcalendar/', '@full-ui/', 'temporal-polyfill', 'rrule'],
  },
  {
    ...page('/file_assistant', SHELL, 'src/pages/FileAssistant/FileAssistantPage.tsx', kb(344)),
    owns: ['pdfjs-dist'],
  },
  // Both /agent rows were set again (weight + 10 %) when the page gained its automations and
  // MCP servers views.
  page('/agent', SHELL, AGENT, kb(392)),
  page('/connected_apps', SHELL, 'src/pages/ConnectedApps/ConnectedAppsPage.tsx', kb(345)),
  page('/connect_app', SHELL, 'src/pages/ConnectApp/ConnectAppPage.tsx', kb(347)),
  {
    route: '/agent, an answer shown',
    layout: SHELL,
    page: AGENT,
    // The Markdown renderer, loaded with the first answer shown.
    opened: ['src/components/agent/MessageBubble/MarkdownText.tsx'],
    ceiling: kb(439),
    owns: [
      'react-markdown',
      'remark-',
      'micromark',
      'mdast-',
      'unified',
      'hast-util-',
      'unist-util-',
      'vfile',
      'html-url-attributes',
      'markdown-table',
    ],
  },
  {
    ...page('/auth/pages/error', APP, 'src/pages/utility/NotFoundPage.tsx', kb(76)),
    prerendered: true,
  },
  {
    ...page('/auth/pages/500', APP, 'src/pages/utility/ServerErrorPage.tsx', kb(77)),
    prerendered: true,
  },
  {
    ...page('/auth/pages/coming-soon1', APP, 'src/pages/utility/ComingSoon1Page.tsx', kb(77)),
    prerendered: true,
  },
  {
    ...page('/auth/pages/coming-soon2', APP, 'src/pages/utility/ComingSoon2Page.tsx', kb(78)),
    prerendered: true,
  },
  {
    ...page(
      '/auth/pages/under-construction',
      APP,
      'src/pages/utility/UnderConstructionPage.tsx',
      kb(77),
    ),
    prerendered: true,
  },
];

/** The addresses the build prerenders. */
export const PRERENDERED_ROUTES = PAGES.filter((row) => row.prerendered).map((row) => row.route);

/**
 * A prerendered page paints from its HTML and loads its scripts after that paint; what it loads
 * until it responds (scripts, styles, fonts, HTML) has a ceiling of its own, set like the rows'.
 */
export const HYDRATION_CEILINGS: Partial<Record<string, number>> = {
  '/login': kb(334),
  '/register': kb(334),
  '/forgot': kb(331),
  '/check-mail': kb(307),
  '/reset-password': kb(334),
  '/auth/pages/error': kb(302),
  '/auth/pages/500': kb(302),
  '/auth/pages/coming-soon1': kb(304),
  '/auth/pages/coming-soon2': kb(326),
  '/auth/pages/under-construction': kb(302),
};
