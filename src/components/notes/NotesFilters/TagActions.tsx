import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

export interface TagActionsProps {
  tag: string;
  onRename: () => void;
  onDelete: () => void;
}

/** What can be done to the chosen tag: rename or move it, or take it off its notes. */
export function TagActions({ tag, onRename, onDelete }: TagActionsProps) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = intl.formatMessage({ id: 'notes.tags.actions' }, { tag });
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const actions = [
    { labelId: 'notes.tags.rename.open', Icon: DriveFileRenameOutlineOutlined, onClick: onRename },
    { labelId: 'notes.tags.delete.open', Icon: LabelOffOutlined, onClick: onDelete },
  ];
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map(({ labelId, Icon, onClick }) => (
          <MenuItem key={labelId} onClick={choose(onClick)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: labelId })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
