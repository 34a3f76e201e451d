/**
 * At most `max` characters of a value for the screen, with an ellipsis when cut. A client ID or
 * topic may be 60,000 characters: laying that out in a table cell or a tooltip freezes the page,
 * while copying still gives the whole value.
 */
export function boundText(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}

/** What a one-line cell draws: more than any column shows. */
export const CELL_CHARS = 300;
/** What a tooltip shows in full before it, too, is cut. */
export const TOOLTIP_CHARS = 2000;
