/** The pictograms components/ui/icon.tsx draws; content names one of these wherever it shows an icon. */
export const ICON_NAMES = [
  'design',
  'chain',
  'building',
  'factory',
  'cad',
  'gear',
  'truck',
  'globe',
  'shield',
  'chart',
  'warehouse',
  'store',
  'handshake',
  'lightbulb',
  'star',
  'users',
  'leaf',
  'clock',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
