/**
 * Unions of the broker's schemas (`oneOf`/`anyOf`) that the forms draw as a picker over the
 * variants: which property tells the variants apart, and which unions are pickers at all (those
 * of constants are a plain select, sentinels and maps have fields of their own).
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

export function unionKey(schema: unknown): 'anyOf' | 'oneOf' | undefined {
  if (!isNode(schema)) return undefined;
  return Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
}

export function branchesOf(schema: unknown): Node[] {
  const key = unionKey(schema);
  return key ? ((schema as Node)[key] as unknown[]).filter(isNode) : [];
}

/** An object variant with fields of its own (a sub-form), as opposed to a value or a map. */
export function isSubForm(branch: unknown): branch is Node & { properties: Record<string, Node> } {
  return isNode(branch) && isNode(branch.properties) && Object.keys(branch.properties).length > 0;
}

/** The values a property may take, when it lists them (`enum`, `const`). */
export function fixedValues(property: unknown): unknown[] {
  if (!isNode(property)) return [];
  if (Array.isArray(property.enum)) return property.enum;
  return property.const === undefined ? [] : [property.const];
}

/** A variant that is one value ("none"): the picker's choice is the whole value. */
export function isConstantBranch(branch: unknown): boolean {
  return fixedValues(branch).length === 1 && !isSubForm(branch);
}

/**
 * The property that tells the sub-forms of a union apart: every sub-form lists its values, and no
 * value belongs to two of them (`name`: md5/sha…/plain, pbkdf2 or bcrypt; `mode`: direct or
 * aggregated). Undefined when there are fewer than two sub-forms or no such property.
 */
export function discriminatorOf(branches: readonly unknown[]): string | undefined {
  const forms = branches.filter(isSubForm);
  if (forms.length < 2) return undefined;
  const candidates = Object.keys(forms[0]!.properties);
  return candidates.find((key) => {
    const seen = new Set<string>();
    for (const form of forms) {
      const values = fixedValues(form.properties[key]);
      if (!values.length) return false;
      for (const value of values) {
        const id = JSON.stringify(value);
        if (seen.has(id)) return false;
        seen.add(id);
      }
    }
    return true;
  });
}

/** A union RJSF draws as a select of constants, not as a picker over variants. */
export function isConstantChoice(schema: unknown): boolean {
  const branches = branchesOf(schema);
  return branches.length > 0 && branches.every(isConstantBranch);
}

/** A union the form draws as a picker over variants, one of which at least is a sub-form. */
export function isSubFormUnion(schema: unknown): boolean {
  const branches = branchesOf(schema);
  return branches.length > 1 && branches.some(isSubForm) && !isConstantChoice(schema);
}

/** A union the form draws as a picker over variants (sub-forms or values of different kinds). */
export function isPickerUnion(schema: unknown): boolean {
  return branchesOf(schema).length > 1 && !isConstantChoice(schema);
}
