import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkedItem {
  key: string;
  label: string;
  to: string;
  /** A second line, e.g. the time of an event. */
  detail?: string;
}

/** A titled list of links, or nothing when the list is empty. */
export function ItemLinks({ heading, items }: { heading: string; items: LinkedItem[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item.key}>
            {item.detail && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {item.detail}
              </Typography>
            )}
            <Link component={RouterLink} to={item.to} variant="body2">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
