import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';

/** Lets keyboard users jump past the header and menu; visible only when focused. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 8,
        top: -100,
        zIndex: theme.zIndex.tooltip,
        p: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 4,
        '&:focus': { top: 8 },
      })}
    >
      <FormattedMessage id="layout.skipToContent" />
    </Link>
  );
}
