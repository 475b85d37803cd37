/** The most notes a Home widget lists; the notebook holds the rest. */
export const NOTES_WIDGET_MAX = 5;

/** A listed note's row: two single lines of body text in a dense list item. */
export const NOTES_WIDGET_ROW_HEIGHT = 62;
