import { linesOf } from './plainText.ts';
import { HEADING_SEPARATOR, type TextUnit } from './types.ts';

const ATX = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const SETEXT = /^\s{0,3}(=+|-+)\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;

/**
 * Paragraphs of Markdown with the headings above them as context: `# A` then `## B` puts "A › B"
 * on every paragraph until the next heading of level 1 or 2. Fenced code stays one unit.
 */
export function extractMarkdown(text: string): TextUnit[] {
  const lines = linesOf(text);
  const units: TextUnit[] = [];
  const trail: string[] = [];
  let paragraph: { start: number; lines: string[] } | null = null;
  let fence: string | null = null;

  const heading = () => trail.filter(Boolean).join(HEADING_SEPARATOR);
  const close = (end: number) => {
    if (paragraph && paragraph.lines.some((line) => line.trim())) {
      units.push({
        text: paragraph.lines.join('\n').trim(),
        heading: heading(),
        page: null,
        lineStart: paragraph.start + 1,
        lineEnd: end + 1,
      });
    }
    paragraph = null;
  };
  const setHeading = (level: number, title: string) => {
    trail.length = level - 1;
    trail[level - 1] = title.trim();
  };

  lines.forEach((line, i) => {
    if (fence) {
      paragraph!.lines.push(line);
      if (line.trim().startsWith(fence)) {
        fence = null;
        close(i);
      }
      return;
    }
    const fenceOpen = FENCE.exec(line);
    if (fenceOpen) {
      close(i - 1);
      fence = fenceOpen[1]!;
      paragraph = { start: i, lines: [line] };
      return;
    }
    const atx = ATX.exec(line);
    if (atx) {
      close(i - 1);
      setHeading(atx[1]!.length, atx[2]!);
      return;
    }
    const setext = SETEXT.exec(line);
    if (setext && paragraph?.lines.length === 1) {
      const title = paragraph.lines[0]!;
      paragraph = null;
      setHeading(setext[1]!.startsWith('=') ? 1 : 2, title);
      return;
    }
    if (line.trim() === '') {
      close(i - 1);
      return;
    }
    paragraph ??= { start: i, lines: [] };
    paragraph.lines.push(line);
  });
  close(lines.length - 1);
  return units;
}
