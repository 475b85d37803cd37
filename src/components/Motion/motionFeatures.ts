import { domAnimation } from 'framer-motion';

// Loaded on demand by MotionProvider so the animation features stay out of the entry chunk.
export default domAnimation;
