import type { Mode } from '@/config';

export interface Swatch {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

export interface PresetPalette {
  /** Shown in the customizer and docs. */
  label: string;
  primary: Swatch;
  secondary: Swatch;
  background: { default: string; paper: string };
  /** `disabled` also colours disabled controls' text (MUI's `action.disabled`). */
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
}

const lightBase = {
  background: { default: '#f6f7fb', paper: '#ffffff' },
  text: { primary: '#1c2333', secondary: '#4a5568', disabled: '#687182' },
  divider: '#d5dae3',
};

const darkBase = {
  background: { default: '#10141c', paper: '#1a202b' },
  text: { primary: '#e8ebf1', secondary: '#b4bcc9', disabled: '#8b93a1' },
  divider: '#343c4a',
};

const onDark = '#10141c';
const onLight = '#ffffff';

const swatch = (main: string, light: string, dark: string, contrastText: string): Swatch => ({
  main,
  light,
  dark,
  contrastText,
});

// Hues are spread around the wheel so every preset is recognisable at a glance; each main colour
// carries white text in light mode and near-black text in dark mode at 4.5:1 or better.
export const PALETTES = {
  default: {
    light: {
      label: 'Indigo',
      ...lightBase,
      primary: swatch('#3949ab', '#e8eaf6', '#283593', onLight),
      secondary: swatch('#7b1fa2', '#f3e5f5', '#5b1578', onLight),
    },
    dark: {
      label: 'Indigo',
      ...darkBase,
      primary: swatch('#a3abff', '#2a3160', '#c5cbff', onDark),
      secondary: swatch('#d89cf0', '#40234d', '#ebc8f7', onDark),
    },
  },
  theme1: {
    light: {
      label: 'Teal',
      ...lightBase,
      primary: swatch('#00695c', '#e0f2f1', '#004d40', onLight),
      secondary: swatch('#ad1457', '#fce4ec', '#880e4f', onLight),
    },
    dark: {
      label: 'Teal',
      ...darkBase,
      primary: swatch('#4fd1c0', '#123b37', '#9ce8dd', onDark),
      secondary: swatch('#f48fb1', '#4a1f2e', '#f8bbd0', onDark),
    },
  },
  theme2: {
    light: {
      label: 'Violet',
      ...lightBase,
      primary: swatch('#5e35b1', '#ede7f6', '#4527a0', onLight),
      secondary: swatch('#00796b', '#e0f2f1', '#005b4f', onLight),
    },
    dark: {
      label: 'Violet',
      ...darkBase,
      primary: swatch('#bca6f6', '#35295a', '#d8cbfa', onDark),
      secondary: swatch('#5ed4c4', '#143d38', '#a1e9df', onDark),
    },
  },
  theme3: {
    light: {
      label: 'Forest',
      ...lightBase,
      primary: swatch('#2b7530', '#e8f5e9', '#1b5e20', onLight),
      secondary: swatch('#6a1b9a', '#f3e5f5', '#4a148c', onLight),
    },
    dark: {
      label: 'Forest',
      ...darkBase,
      primary: swatch('#7fd184', '#1d3d20', '#b2e6b5', onDark),
      secondary: swatch('#ce93d8', '#3d2344', '#e6c5eb', onDark),
    },
  },
  theme4: {
    light: {
      label: 'Ember',
      ...lightBase,
      primary: swatch('#b93c0b', '#fbe9e7', '#8c2a05', onLight),
      secondary: swatch('#1565c0', '#e3f2fd', '#0d47a1', onLight),
    },
    dark: {
      label: 'Ember',
      ...darkBase,
      primary: swatch('#ffa47f', '#4a2616', '#ffc9b3', onDark),
      secondary: swatch('#8cc4ff', '#1c3352', '#bcdcff', onDark),
    },
  },
  theme5: {
    light: {
      label: 'Rose',
      ...lightBase,
      primary: swatch('#c2185b', '#fce4ec', '#8e1043', onLight),
      secondary: swatch('#455a64', '#eceff1', '#263238', onLight),
    },
    dark: {
      label: 'Rose',
      ...darkBase,
      primary: swatch('#ff8fb8', '#4d1f31', '#ffc1d8', onDark),
      secondary: swatch('#a9bcc6', '#2b363c', '#d0dce2', onDark),
    },
  },
  theme6: {
    light: {
      label: 'Ocean',
      ...lightBase,
      primary: swatch('#0267a6', '#e1f5fe', '#01497a', onLight),
      secondary: swatch('#8d4b00', '#fff3e0', '#663600', onLight),
    },
    dark: {
      label: 'Ocean',
      ...darkBase,
      primary: swatch('#6cc8ff', '#143a52', '#a9dfff', onDark),
      secondary: swatch('#ffbe6b', '#4a3215', '#ffd9a6', onDark),
    },
  },
} satisfies Record<string, Record<Mode, PresetPalette>>;

export type PresetColor = keyof typeof PALETTES;
/** In the order the customizer offers them, the default first. */
export const PRESET_COLORS = Object.keys(PALETTES) as PresetColor[];

/** Status colours per mode, chosen to read as text on both backgrounds. */
export const STATUS_COLORS: Record<
  Mode,
  Record<'error' | 'warning' | 'info' | 'success', string>
> = {
  light: { error: '#c62828', warning: '#a04b00', info: '#0263a3', success: '#2a6f2e' },
  dark: { error: '#ff8a80', warning: '#ffb74d', info: '#7cc4ff', success: '#8fd694' },
};
