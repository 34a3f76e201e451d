/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and `input.labels` asks
 * every label in the document for its control: every `*ByLabelText` query on a large form cost
 * labels × elements steps, the biggest share of the component tests' time. The document keeps an
 * index of ids (what `getElementById` reads), so the control is looked up there instead; the
 * answer is the same (the first element in tree order with that id, if it can be labelled).
 */
import { createRequire } from 'node:module';

interface LabelImpl {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?(id: string): unknown };
}

export function speedUpLabelLookup(): void {
  const require = createRequire(import.meta.url);
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as { implementation: { prototype: object } };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable(node: unknown): boolean };
  const proto = label.implementation.prototype;
  const walk = Object.getOwnPropertyDescriptor(proto, 'control')?.get;
  if (!walk) return;
  Object.defineProperty(proto, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      if (!this.hasAttributeNS(null, 'for')) return walk.call(this);
      const id = this.getAttributeNS(null, 'for');
      if (!id) return null;
      const root = this.getRootNode({});
      // Only a document indexes its ids; a detached subtree or fragment is walked as before.
      if (root.nodeType !== 9 || !root.getElementById) return walk.call(this);
      const element = root.getElementById(id);
      return element && isLabelable(element) ? element : null;
    },
  });
}
