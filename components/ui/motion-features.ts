import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, in a module of their own so `LazyMotionScope` can load them late. */
export default domAnimation;
