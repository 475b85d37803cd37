import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { TruncatedText } from '@/components/shared/TruncatedText';
import type { MenuCollapse } from '@/layouts/MainLayout/menu-items';
import { useMenuContext } from '@/layouts/MainLayout/MenuList/MenuContext';
import { NavNode } from '@/layouts/MainLayout/MenuList/NavNode';
import { MiniCollapse } from './MiniCollapse';

export interface NavCollapseProps {
  collapse: MenuCollapse;
  level: number;
}

export function NavCollapse({ collapse, level }: NavCollapseProps) {
  const { activeIds, mini } = useMenuContext();
  if (mini) return <MiniCollapse collapse={collapse} />;
  return (
    // Remounting on activation re-opens it when navigation lands on one of its children.
    <ExpandableCollapse
      key={activeIds.has(collapse.id) ? 'active' : 'idle'}
      collapse={collapse}
      level={level}
      active={activeIds.has(collapse.id)}
    />
  );
}

function ExpandableCollapse({ collapse, level, active }: NavCollapseProps & { active: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(active);
  const listId = useId();
  const Icon = collapse.icon;
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        disabled={collapse.disabled}
        onClick={() => setOpen((value) => !value)}
        sx={{
          mb: 0.5,
          minHeight: 44,
          paddingInlineStart: level * 2,
          color: active ? 'primary.main' : undefined,
        }}
      >
        {Icon && (
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <TruncatedText
          text={intl.formatMessage({ id: collapse.title })}
          maxWidth={LAYOUT.itemTitleMaxWidth}
          sx={{ flexGrow: 1, color: 'inherit' }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" id={listId} disablePadding sx={{ position: 'relative' }}>
          {collapse.children.map((child) => (
            <NavNode key={child.id} node={child} level={level + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
