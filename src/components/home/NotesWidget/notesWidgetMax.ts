/** The most notes a Home widget lists; the notebook holds the rest. */
export const NOTES_WIDGET_MAX = 5;
