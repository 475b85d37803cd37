import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ManagedItemListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Message id of the sentence shown instead of an empty list. */
  noneId: string;
  /** One ManagedItemRow an item. */
  children: readonly ReactElement[];
}

/** The rows of a section of managed items, or the sentence saying there is none yet. */
export function ManagedItemList({ labelledBy, noneId, children }: ManagedItemListProps) {
  return children.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      <FormattedMessage id={noneId} />
    </Typography>
  ) : (
    <List aria-labelledby={labelledBy}>{children}</List>
  );
}
