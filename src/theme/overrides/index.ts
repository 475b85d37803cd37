import type { Components, Theme } from '@mui/material/styles';
import type { Settings } from '@/config';
import { feedbackOverrides } from './feedback';
import { inputOverrides } from './inputs';
import { navigationOverrides } from './navigation';
import { surfaceOverrides } from './surfaces';

export function componentOverrides(settings: Settings): Components<Theme> {
  return {
    ...inputOverrides(settings),
    ...navigationOverrides(settings),
    ...surfaceOverrides(settings),
    ...feedbackOverrides(),
  };
}
