import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Discovering these mid-run makes Vite re-optimise and load React twice ("Invalid hook call").
export const optimizeDepsInclude = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-redux',
  'react-intl',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'stylis',
  'stylis-plugin-rtl',
  'notistack',
  'axios',
  'zod',
  'framer-motion',
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/CssBaseline',
  '@mui/icons-material',
  'chromatic/isChromatic',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
];

export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: optimizeDepsInclude },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 800 },
});
