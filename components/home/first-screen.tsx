import { Hero } from './hero';
import { PartnerStrip } from './partner-strip';
import styles from './first-screen.module.css';

/**
 * The home page's first screen (hero 70 percent, partner strip 30 percent). It fills the viewport
 * below the sticky header (4 rem = 64 px, measured), so hero and strip together are exactly what is visible first.
 */
export function FirstScreen() {
  return (
    <div className={styles.screen} data-testid="first-screen">
      <Hero />
      <PartnerStrip />
    </div>
  );
}
