import Tooltip from '@mui/material/Tooltip';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, MouseEventHandler } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  citationHref,
  citationLinkState,
  type CitationKind,
  type CitationSource,
} from './citationTarget';
import { useCitationLabel } from './useCitationLabel';

const KIND_ICONS: Record<CitationKind, ComponentType<SvgIconProps>> = {
  file: DescriptionOutlinedIcon,
  note: StickyNote2OutlinedIcon,
  event: EventOutlinedIcon,
};

export interface CitationProps {
  /** The citation's number, as `[n]` markers in an answer refer to it. */
  n: number;
  source: CitationSource;
  /** `chip`: the number, an icon and the label; `marker`: a compact `[n]` inside running text. */
  variant?: 'chip' | 'marker';
  /** The citation whose place is open right now (shown filled, announced as the current one). */
  active?: boolean;
  /** Called before the link is followed, e.g. to scroll the preview into view. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** The widest the chip may grow before its name is cut (the full label is in its tooltip). */
  maxWidth?: number;
}

/**
 * A numbered source of an answer: a link to the cited file page or lines, note or event. The
 * visible name may be cut; the accessible name and the tooltip always carry all of it.
 */
export function Citation({
  n,
  source,
  variant = 'chip',
  active = false,
  onClick,
  maxWidth = 320,
}: CitationProps) {
  const label = useCitationLabel(n, source);
  // Both looks are the same router link to the cited place.
  const link = {
    component: RouterLink,
    to: citationHref(source),
    state: citationLinkState(source),
    onClick,
    'aria-current': active ? ('location' as const) : undefined,
  };
  if (variant === 'marker') {
    return (
      <Tooltip title={label.full}>
        <Link
          {...link}
          underline="hover"
          sx={{
            fontSize: '0.8em',
            fontWeight: 600,
            verticalAlign: 'super',
            lineHeight: 1,
            px: 0.25,
          }}
        >
          [{n}]
        </Link>
      </Tooltip>
    );
  }
  const Icon = KIND_ICONS[source.kind];
  return (
    <Tooltip title={label.full} describeChild>
      <Chip
        {...link}
        aria-label={label.full}
        clickable
        size="small"
        color="primary"
        variant={active ? 'filled' : 'outlined'}
        data-kind={source.kind}
        icon={<Icon fontSize="small" />}
        sx={{ maxWidth, '& .MuiChip-label': { display: 'flex', gap: 0.75, minWidth: 0 } }}
        label={
          // The number is announced through the label ("Source 1, file: …"), which holds every
          // visible word in the same order, so what is read and what is seen agree.
          <>
            <Box component="span" aria-hidden sx={{ fontWeight: 700, flexShrink: 0 }}>
              {n}
            </Box>{' '}
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {label.name}
            </Box>{' '}
            {label.place && (
              <Box component="span" sx={{ flexShrink: 0 }}>
                {label.place}
              </Box>
            )}
          </>
        }
      />
    </Tooltip>
  );
}
