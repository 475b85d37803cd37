import EventOutlined from '@mui/icons-material/EventOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { LinkedItemKind } from '@/api/schema/noteLinks';
import { calendarLink, fileLink } from '@/routes/paths';
import type { LinkedItemState } from './noteLinksContext';

const ICONS = { event: EventOutlined, file: InsertDriveFileOutlined } as const;

export interface ItemLinkViewProps {
  kind: LinkedItemKind;
  id: string;
  /** What the page knows of it; undefined while the note's links load. */
  item: LinkedItemState | undefined;
  /** The user's own calendar: an event just picked (always theirs) has no other yet. */
  ownCalendar: string;
  /** Opens the address inside the app. */
  onOpen: (href: string) => void;
}

/**
 * A link to a calendar event or a file inside the text: its title now with the kind's icon,
 * opening it; or, when it is gone or no longer the user's to see, a marked, inert stand-in whose
 * tooltip (and accessible name) says why, so nothing of the target is shown.
 */
export function ItemLinkView({ kind, id, item, ownCalendar, onOpen }: ItemLinkViewProps) {
  const intl = useIntl();
  const Icon = ICONS[kind];
  if (item?.title === null) {
    const label = intl.formatMessage({ id: `notes.links.broken.${kind}` });
    const why = intl.formatMessage({ id: `notes.links.broken.${kind}Explained` });
    return (
      <Tooltip title={why}>
        <Box
          component="span"
          role="link"
          aria-disabled="true"
          // The name starts with the text shown, then says why (the tooltip's words).
          aria-label={intl.formatMessage({ id: 'notes.links.broken.named' }, { label, why })}
          tabIndex={0}
          contentEditable={false}
          sx={{
            color: 'error.main',
            textDecorationLine: 'line-through',
            textDecorationStyle: 'dashed',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            cursor: 'not-allowed',
          }}
        >
          <LinkOff fontSize="inherit" aria-hidden />
          {label}
        </Box>
      </Tooltip>
    );
  }
  const title = item?.title ?? intl.formatMessage({ id: `notes.links.unknown.${kind}` });
  const href = kind === 'event' ? calendarLink(item?.calendar ?? ownCalendar, id) : fileLink(id);
  return (
    <Link
      href={href}
      contentEditable={false}
      onClick={(event) => {
        event.preventDefault();
        onOpen(href);
      }}
      aria-label={intl.formatMessage({ id: `notes.links.open.${kind}` }, { title })}
      sx={{
        fontWeight: 500,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        font: 'inherit',
        verticalAlign: 'baseline',
        overflowWrap: 'anywhere',
      }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {title}
    </Link>
  );
}
