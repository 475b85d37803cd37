import Tooltip from '@mui/material/Tooltip';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { TruncatedText } from '@/components/shared/TruncatedText';
import type { MenuItem } from '@/layouts/MainLayout/menu-items';
import { useMenuContext } from '@/layouts/MainLayout/MenuList/MenuContext';
import { linkProps } from './linkProps';

export interface NavItemProps {
  item: MenuItem;
  /** Nesting depth: 1 directly in a group, 2 inside a collapse… */
  level: number;
}

export function NavItem({ item, level }: NavItemProps) {
  const intl = useIntl();
  const { activeIds, mini, onNavigate } = useMenuContext();
  const title = intl.formatMessage({ id: item.title });
  const selected = activeIds.has(item.id);
  const Icon = item.icon;
  const icon = Icon ? (
    <Icon fontSize="small" />
  ) : (
    <FiberManualRecord sx={{ fontSize: selected ? 10 : 8 }} />
  );

  const button = (
    <ListItemButton
      {...linkProps(item)}
      selected={selected}
      disabled={item.disabled}
      aria-current={selected ? 'page' : undefined}
      aria-label={mini ? title : undefined}
      onClick={onNavigate}
      sx={{
        mb: 0.5,
        minHeight: 44,
        justifyContent: mini ? 'center' : 'flex-start',
        paddingInlineStart: mini ? 1.5 : level * 2,
      }}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, justifyContent: 'center' }}>{icon}</ListItemIcon>
      {!mini && (
        <>
          <TruncatedText
            text={title}
            maxWidth={LAYOUT.itemTitleMaxWidth}
            variant="body1"
            sx={{ flexGrow: 1, color: 'inherit' }}
          />
          {item.chip && (
            <Chip
              size="small"
              color={item.chip.color ?? 'primary'}
              label={
                item.chip.literal ? item.chip.label : intl.formatMessage({ id: item.chip.label })
              }
              sx={{ marginInlineStart: 'auto' }}
            />
          )}
        </>
      )}
    </ListItemButton>
  );

  return mini ? (
    <Tooltip title={title} placement="right" describeChild>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
