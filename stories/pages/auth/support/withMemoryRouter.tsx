import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** Components that link between pages need a router; a memory one keeps the frame's URL. */
export const withMemoryRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/** A form at the width it has on its card; the `All` grid lays several side by side instead. */
export const narrowExceptAll: Decorator = (Story, { name }) =>
  name === 'All' ? (
    <Story />
  ) : (
    <Box sx={{ maxWidth: 420 }}>
      <Story />
    </Box>
  );
