/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts (https, localhost),
 * and consoles are often opened over plain http on a broker's address: there, a selected hidden
 * textarea and the older copy command still work.
 */
export async function copyText(text: string, near: HTMLElement = document.body): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the selection copy below may still work.
    }
  }
  return copyBySelection(text, near);
}

function copyBySelection(text: string, near: HTMLElement): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Beside the button rather than in <body>: a modal dialog's focus trap would take focus back.
  near.append(area);
  const previous = document.activeElement;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (previous instanceof HTMLElement) previous.focus();
  return copied;
}
