import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { mirrorInRtl } from '@/theme/mirrorInRtl';

export interface SectionCardProps {
  icon: SvgIconComponent;
  title: string;
  description: string;
  to: string;
}

/** A card leading to one section of the workspace. */
export function SectionCard({ icon: Icon, title, description, to }: SectionCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'action.hover', color: 'primary.main' }}>
            <Icon />
          </Avatar>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {description}
          </Typography>
          <ArrowForward
            fontSize="small"
            color="primary"
            aria-hidden
            sx={(theme) => ({ alignSelf: 'flex-end', ...mirrorInRtl(theme) })}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
