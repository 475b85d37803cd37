import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useRef, useState } from 'react';

export interface TruncatedTextProps extends Omit<TypographyProps, 'children'> {
  text: string;
  maxWidth: number;
}

/** One line cut with an ellipsis at `maxWidth`; the full text shows in a tooltip only when cut. */
export function TruncatedText({ text, maxWidth, sx, ...props }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const onOpen = () => {
    const element = ref.current;
    if (element && element.scrollWidth > element.clientWidth) setOpen(true);
  };
  return (
    <Tooltip title={text} open={open} onOpen={onOpen} onClose={() => setOpen(false)} describeChild>
      <Typography
        ref={ref}
        component="span"
        noWrap
        {...props}
        sx={[{ display: 'block', maxWidth }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
