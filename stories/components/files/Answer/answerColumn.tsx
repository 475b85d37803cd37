import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

/** Answers link to cited places (a router) and sit in a column as wide as the page gives them. */
export const answerColumn: Decorator[] = [
  withMemoryRouter,
  (Story, { name }) =>
    name === 'All' ? (
      <Story />
    ) : (
      <Box sx={{ maxInlineSize: 640 }}>
        <Story />
      </Box>
    ),
];
