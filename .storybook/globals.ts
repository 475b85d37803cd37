import type { Preview } from '@storybook/react-vite';
import { DIRECTIONS, LOCALES, MODES, PRESET_COLORS } from '@/config';
import { PALETTES } from '@/theme/palettes';

export const globalTypes: Preview['globalTypes'] = {
  preset: {
    description: 'Colour preset',
    toolbar: {
      title: 'Preset',
      icon: 'paintbrush',
      items: PRESET_COLORS.map((value) => ({
        value,
        title: `${value} (${PALETTES[value].light.label})`,
      })),
      dynamicTitle: true,
    },
  },
  mode: {
    description: 'Light or dark',
    toolbar: { title: 'Mode', icon: 'mirror', items: [...MODES], dynamicTitle: true },
  },
  direction: {
    description: 'Text direction',
    toolbar: { title: 'Direction', icon: 'transfer', items: [...DIRECTIONS], dynamicTitle: true },
  },
  locale: {
    description: 'Language',
    toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
  },
};

export const initialGlobals = { preset: 'default', mode: 'light', direction: 'ltr', locale: 'en' };
