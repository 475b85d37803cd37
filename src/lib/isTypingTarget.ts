/** Shortcuts must not fire while the user types in a field or the editor (they own their keys). */
export function isTypingTarget(target: EventTarget | null): boolean {
  // Read as a shape, not `instanceof HTMLElement`, so rules built on it run in Node tests too.
  const element = target as Partial<Pick<HTMLElement, 'isContentEditable' | 'tagName'>> | null;
  if (!element) return false;
  return (
    Boolean(element.isContentEditable) ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName ?? '')
  );
}
