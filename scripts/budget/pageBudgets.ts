// What each route loads before its first paint, and what it may weigh (docs/performance.md).
// A new page is one line in PAGES; a page that brings a big library names it in `owns`.

const KB = 1024;

/** Compressed (Brotli) bytes of the JS, CSS and fonts a route loads before it first paints. */
export const BUDGETS = {
  auth: 150 * KB,
  home: 250 * KB,
  notebook: 280 * KB,
  /** The notebook once a note is opened: the rich-text editor's chunk on top. */
  noteOpen: 420 * KB,
  utility: 150 * KB,
  /** The calendar page with its grid (FullCalendar and the Temporal polyfill). */
  calendar: 450 * KB,
  /**
   * The agent once an answer is shown: its Markdown renderer (react-markdown, remark-gfm and the
   * micromark, mdast and hast packages under them, about 43 KB) on top of what `home` allows. A
   * parser of the whole Markdown grammar with tables cannot fit the page budget; the page paints
   * without it, and it loads with the first answer (`MessageBubble`'s lazy `MarkdownText`).
   */
  agentAnswer: 300 * KB,
  /** Any one page's own chunk. */
  pageChunk: 100 * KB,
} as const;

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
  budget: number;
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

const page = (route: string, layout: string[], module: string, budget: number): PageBudget => ({
  route,
  layout,
  page: module,
  budget,
});

/** Every module the row loads, in load order. */
export const entriesOf = (row: PageBudget): string[] => [
  ...row.layout,
  row.page,
  ...(row.opened ?? []),
];

export const PAGES: PageBudget[] = [
  { ...page('/login', APP, 'src/pages/auth/LoginPage.tsx', BUDGETS.auth), prerendered: true },
  { ...page('/register', APP, 'src/pages/auth/RegisterPage.tsx', BUDGETS.auth), prerendered: true },
  { ...page('/forgot', APP, 'src/pages/auth/ForgotPage.tsx', BUDGETS.auth), prerendered: true },
  {
    ...page('/check-mail', APP, 'src/pages/auth/CheckMailPage.tsx', BUDGETS.auth),
    prerendered: true,
  },
  {
    ...page('/reset-password', APP, 'src/pages/auth/ResetPasswordPage.tsx', BUDGETS.auth),
    prerendered: true,
  },
  page('/', SHELL, 'src/pages/Home/HomePage.tsx', BUDGETS.home),
  page('/digi_notebook', SHELL, NOTEBOOK, BUDGETS.notebook),
  {
    route: '/digi_notebook, a note open',
    layout: SHELL,
    page: NOTEBOOK,
    opened: ['src/components/NoteEditor/NoteEditorDialog.tsx'],
    budget: BUDGETS.noteOpen,
    owns: ['@tiptap/', 'prosemirror-', 'linkifyjs', 'orderedmap', 'rope-sequence', 'w3c-keyname'],
  },
  {
    // FullCalendar (grid, interaction, locales, its CSS) and the Temporal polyfill it needs come
    // on top of what Home loads: the grid cannot fit `home`, so the calendar has a budget of its
    // own, and its chunk (LazyCalendarView) is counted as loaded before the grid paints.
    route: '/calendar/:username',
    layout: SHELL,
    page: 'src/pages/Calendar/CalendarPage.tsx',
    opened: ['src/components/CalendarView/CalendarView.tsx'],
    budget: BUDGETS.calendar,
    owns: ['@fullcalendar/', '@full-ui/', 'temporal-polyfill', 'rrule'],
  },
  {
    ...page(
      '/file_assistant',
      SHELL,
      'src/pages/FileAssistant/FileAssistantPage.tsx',
      BUDGETS.home,
    ),
    owns: ['pdfjs-dist'],
  },
  page('/agent', SHELL, AGENT, BUDGETS.home),
  {
    route: '/agent, an answer shown',
    layout: SHELL,
    page: AGENT,
    // The Markdown renderer, and the steps, sources and citations an answer may show.
    opened: [
      'src/components/MessageBubble/MarkdownText.tsx',
      'src/components/ChatThread/messageParts.ts',
    ],
    budget: BUDGETS.agentAnswer,
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
    ...page('/auth/pages/error', APP, 'src/pages/utility/NotFoundPage.tsx', BUDGETS.utility),
    prerendered: true,
  },
  {
    ...page('/auth/pages/500', APP, 'src/pages/utility/ServerErrorPage.tsx', BUDGETS.utility),
    prerendered: true,
  },
  {
    ...page(
      '/auth/pages/coming-soon1',
      APP,
      'src/pages/utility/ComingSoon1Page.tsx',
      BUDGETS.utility,
    ),
    prerendered: true,
  },
  {
    ...page(
      '/auth/pages/coming-soon2',
      APP,
      'src/pages/utility/ComingSoon2Page.tsx',
      BUDGETS.utility,
    ),
    prerendered: true,
  },
  {
    ...page(
      '/auth/pages/under-construction',
      APP,
      'src/pages/utility/UnderConstructionPage.tsx',
      BUDGETS.utility,
    ),
    prerendered: true,
  },
];

/** The addresses the build prerenders. */
export const PRERENDERED_ROUTES = PAGES.filter((row) => row.prerendered).map((row) => row.route);

/**
 * Rows measured above their budget, each with the ceiling it may not pass while it is being
 * brought down (docs/performance.md, "Status"). The test fails when a row grows past its ceiling
 * and when it fits its budget again, so an entry here is removed as soon as it can be.
 */
export const OVER_BUDGET: Partial<Record<string, number>> = {
  // What each row weighs now (docs/performance.md, "Status") plus at most 5 KB: a row may not
  // grow unnoticed while it is over its budget.
};

/**
 * A prerendered page paints from its HTML and loads its scripts after that paint; what it loads
 * until it responds (scripts, styles, fonts, HTML) has no budget, and may not grow unnoticed:
 * each is held to what it weighed when it was first prerendered plus at most 5 KB.
 */
export const HYDRATION_CEILINGS: Partial<Record<string, number>> = {
  '/login': 255 * KB,
  '/register': 254 * KB,
  '/forgot': 252 * KB,
  '/check-mail': 243 * KB,
  '/reset-password': 254 * KB,
  '/auth/pages/error': 237 * KB,
  '/auth/pages/500': 237 * KB,
  '/auth/pages/coming-soon1': 239 * KB,
  '/auth/pages/coming-soon2': 245 * KB,
  '/auth/pages/under-construction': 237 * KB,
};
