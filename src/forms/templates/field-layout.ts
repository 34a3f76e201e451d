import { createContext, useContext } from 'react';

/**
 * Set by the FieldTemplate when it draws the field's label itself (the label column of the form's
 * grid): widgets then draw only their control. `labelId` names the label for groups of controls.
 */
export const LabelColumn = createContext<{ labelId: string } | undefined>(undefined);

export function useLabelColumn() {
  return useContext(LabelColumn);
}

/**
 * Set by the FieldTemplate of a union of sub-forms for its MultiSchemaFieldTemplate, which draws the
 * field's row itself: the field's label and help beside the picker, the chosen sub-form under it.
 */
export const VariantHead = createContext<{ label: string; required?: boolean; description?: string; descriptionId: string } | undefined>(undefined);

/** A list's items are titled "Access rules #1", never RJSF's "Access rules-1". */
export function itemTitle(title: string | undefined, path: readonly (string | number)[]): string | undefined {
  const index = path[path.length - 1];
  if (typeof index !== 'number' || title === undefined) return title;
  const base = title.endsWith(`-${index + 1}`) ? title.slice(0, -String(index + 1).length - 1) : title;
  return `${base} #${index + 1}`;
}
