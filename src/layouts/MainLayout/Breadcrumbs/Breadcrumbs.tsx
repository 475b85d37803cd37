import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { isItem, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { useActiveMenuChain } from '@/layouts/MainLayout/menu-items/useActiveMenuChain';
import { mirrorInRtl } from '@/theme/mirrorInRtl';
import { PATHS } from '@/routes/paths';

/** The trail from home to the current page, built from the menu tree. */
export function Breadcrumbs({ menu }: { menu: readonly MenuNode[] }) {
  const intl = useIntl();
  const chain = useActiveMenuChain(menu);
  const current = chain[chain.length - 1];
  if (!current || !isItem(current) || current.breadcrumbs === false || current.url === '/')
    return null;
  return (
    <MuiBreadcrumbs
      aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}
      separator={<NavigateNext fontSize="small" sx={mirrorInRtl} />}
      sx={{ mb: 3 }}
    >
      <Link
        component={RouterLink}
        to={PATHS.home}
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <HomeOutlined fontSize="small" />
        {intl.formatMessage({ id: 'menu.home' })}
      </Link>
      {chain.slice(0, -1).map((node) => (
        <Typography key={node.id} color="text.secondary" variant="body2">
          {intl.formatMessage({ id: node.title })}
        </Typography>
      ))}
      <Typography color="text.primary" variant="body2" aria-current="page" sx={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: current.title })}
      </Typography>
    </MuiBreadcrumbs>
  );
}
