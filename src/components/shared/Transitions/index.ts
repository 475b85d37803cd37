export {
  Transitions,
  TRANSITION_POSITIONS,
  TRANSITION_TYPES,
  type TransitionPosition,
  type TransitionType,
  type TransitionsProps,
} from './Transitions';
