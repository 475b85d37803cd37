import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId, type ReactNode } from 'react';
import { WIDGET_BODY_MIN_HEIGHT } from './widgetLayout';

export interface WidgetCardProps {
  title: ReactNode;
  /** A small action beside the title, e.g. "See all". */
  action?: ReactNode;
  /**
   * The body's height in every state, at least: a widget whose full answer is taller than its
   * skeleton reserves that height, so the answer moves nothing below it (docs/performance.md).
   */
  bodyMinHeight?: number;
  children: ReactNode;
}

/** The frame of a Home widget: a titled landmark section, so screen readers can jump between them. */
export function WidgetCard({
  title,
  action,
  bodyMinHeight = WIDGET_BODY_MIN_HEIGHT,
  children,
}: WidgetCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardHeader
        title={title}
        slotProps={{
          title: { id: headingId, component: 'h2', variant: 'h5' },
          // A zero-height row centred on the title: a small button is taller than the title's
          // line, and a header that grew when a widget's answer brought its action moved
          // everything below it (docs/performance.md).
          action: {
            sx: {
              alignSelf: 'center',
              height: 0,
              mt: 0,
              mb: 0,
              display: 'flex',
              alignItems: 'center',
            },
          },
        }}
        action={action}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ minHeight: bodyMinHeight, boxSizing: 'content-box' }}>
        {children}
      </CardContent>
    </Card>
  );
}
