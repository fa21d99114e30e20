import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, in a module of their own so LazyMotion can load them after hydration. */
export default domAnimation;
