/** What the keyboard shortcut reads of a key press. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the press happened: typing in a field is never a shortcut. */
  target: EventTarget | null;
}

/** True for an element the visitor types into (a text field, a select, an editable region). */
function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

/**
 * The site search's shortcut, as sites with a search box have it: "/" anywhere outside a field, or Ctrl+K (Cmd+K on
 * a Mac) anywhere, the search box included.
 */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, target }: ShortcutKey): boolean {
  if (altKey) return false;
  if ((ctrlKey || metaKey) && key.toLowerCase() === 'k') return true;
  return key === '/' && !ctrlKey && !metaKey && !isTyping(target);
}
