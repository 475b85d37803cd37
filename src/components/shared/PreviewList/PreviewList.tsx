import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PreviewItem {
  primary: string;
  secondary?: string;
}

export interface PreviewListProps {
  items: readonly PreviewItem[];
  /** A visible heading above the list, which names it. */
  heading?: ReactNode;
  /** The list's accessible name when it has no heading. */
  label?: string;
  /** A last row for what is not listed ("and 3 more"). */
  more?: string;
  /** `auto` for text the user wrote in any language (note titles, file names). */
  primaryDir?: 'auto';
}

/** A dense list of what an import would add or left out, one line each, long names cut. */
export function PreviewList({ items, heading, label, more, primaryDir }: PreviewListProps) {
  const headingId = useId();
  return (
    <>
      {heading && (
        <Typography variant="subtitle2" component="h3" id={headingId}>
          {heading}
        </Typography>
      )}
      <List
        dense
        aria-label={heading ? undefined : label}
        aria-labelledby={heading ? headingId : undefined}
      >
        {items.map((item, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={item.primary}
              secondary={item.secondary}
              slotProps={{ primary: { noWrap: true, dir: primaryDir } }}
            />
          </ListItem>
        ))}
        {more && (
          <ListItem disableGutters>
            <ListItemText secondary={more} />
          </ListItem>
        )}
      </List>
    </>
  );
}
