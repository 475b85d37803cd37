/** Hands bytes or text to the browser as a file it downloads under `name`. */
export function saveFile(content: Blob | string, name: string, type = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The click has started the download; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * The file name a `Content-Disposition` header gives: the exact UTF-8 one (RFC 8187) when
 * present, else the quoted ASCII one, else `fallback`.
 */
export function dispositionName(header: string | null | undefined, fallback: string): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed escape: the quoted name below still names it.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] || fallback;
}
