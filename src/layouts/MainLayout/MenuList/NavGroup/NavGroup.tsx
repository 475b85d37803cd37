import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { TruncatedText } from '@/components/shared/TruncatedText';
import type { MenuGroup } from '@/layouts/MainLayout/menu-items';
import { useMenuContext } from '@/layouts/MainLayout/MenuList/MenuContext';
import { NavNode } from '@/layouts/MainLayout/MenuList/NavNode';

export function NavGroup({ group, last }: { group: MenuGroup; last?: boolean }) {
  const intl = useIntl();
  const { mini } = useMenuContext();
  const headingId = useId();
  const title = intl.formatMessage({ id: group.title });
  return (
    <>
      {/* Not a list: its rows are links and buttons, and a <ul> may only hold <li>. */}
      <List
        component="div"
        aria-labelledby={mini ? undefined : headingId}
        aria-label={mini ? title : undefined}
        disablePadding
        subheader={
          mini ? undefined : (
            <ListSubheader
              component="div"
              id={headingId}
              disableSticky
              sx={{ bgcolor: 'transparent', px: 1, pt: 1.5, pb: 0.5, lineHeight: 1.5 }}
            >
              <TruncatedText
                text={title}
                maxWidth={LAYOUT.groupTitleMaxWidth}
                variant="subtitle2"
                sx={{ fontWeight: 600, color: 'text.primary' }}
              />
              {group.caption && (
                <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                  {intl.formatMessage({ id: group.caption })}
                </Typography>
              )}
            </ListSubheader>
          )
        }
        sx={{ px: mini ? 0.5 : 0 }}
      >
        {group.children.map((child) => (
          <NavNode key={child.id} node={child} level={1} />
        ))}
      </List>
      {!last && <Divider sx={{ my: 1 }} />}
    </>
  );
}
