/** A desktop wider than lg (1200), for the horizontal bar and boxed content. */
export const wideViewport = {
  parameters: {
    viewport: {
      options: {
        wide: {
          name: 'Wide desktop',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'wide' } },
} as const;
