import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { isValidElement, useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { citationNumberOf, linkCitationMarkers } from './citationMarkers';
import { CodeBlock } from './CodeBlock';

export interface MarkdownTextProps {
  text: string;
  /** The numbers `[n]` may cite; each marker becomes `renderCitation(n)`. */
  citationNumbers?: ReadonlySet<number>;
  renderCitation?: (n: number) => ReactNode;
}

const NONE: ReadonlySet<number> = new Set();

/** The text of a rendered code element, for the copy button. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * An answer as Markdown (docs/product.md §8): GitHub tables and lists, code with a copy button.
 * Raw HTML is dropped, never rendered, and react-markdown's URL filter already refuses
 * `javascript:`; every link opens in a new tab without handing it this window.
 */
export function MarkdownText({ text, citationNumbers = NONE, renderCitation }: MarkdownTextProps) {
  const components = useMemo<Components>(
    () => ({
      a: ({ href, children }) => {
        const n = citationNumberOf(href);
        if (n !== null && renderCitation) return renderCitation(n);
        return (
          <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
            {children}
          </Link>
        );
      },
      pre: ({ children }) => (
        <CodeBlock code={textOf(children).replace(/\n$/, '')}>{children}</CodeBlock>
      ),
      table: ({ children }) => (
        <Box sx={{ overflowX: 'auto', my: 1 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              '& th, & td': {
                border: 1,
                borderColor: 'divider',
                px: 1,
                py: 0.5,
                textAlign: 'start',
              },
            }}
          >
            {children}
          </Box>
        </Box>
      ),
    }),
    [renderCitation],
  );
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, ps: 3 },
        '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {linkCitationMarkers(text, citationNumbers)}
      </Markdown>
    </Box>
  );
}
