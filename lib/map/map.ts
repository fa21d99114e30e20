import type { LatLng } from '@/lib/map/geo';
import type { Office } from '@/lib/site/schema';
import { BUILD_ENV_DEFAULTS } from '../config/env';
import { midpoint } from './geo';

/** The map's control labels, in the page's language (content/texts/contact.yml). */
export interface MapControlLabels {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

/** Office map constants: 400 px high, zoom 2, centred on the offices. */
export const MAP_HEIGHT_PX = 400;
export const MAP_INITIAL_ZOOM = 2;
export const DEFAULT_TILE_URL = BUILD_ENV_DEFAULTS.NEXT_PUBLIC_MAP_TILE_URL;
/** Start loading Leaflet when the map is this close to the viewport. */
export const MAP_PRELOAD_MARGIN = '300px';

/** Our own marker artwork in public/map (the bundler breaks Leaflet's default icon paths). */
export const MARKER_ICON = {
  iconUrl: '/map/marker.svg',
  iconSize: [32, 44] as [number, number],
  /** The tip of the pin sits on the office. */
  iconAnchor: [16, 44] as [number, number],
  popupAnchor: [0, -40] as [number, number],
};

/** The tile URL template: NEXT_PUBLIC_MAP_TILE_URL if it has {z}, {x} and {y}, else OpenStreetMap's. */
export function tileUrl(configured: string | undefined): string {
  const value = configured?.trim();
  if (value && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return value;
  return DEFAULT_TILE_URL;
}

export interface MapMarker {
  id: string;
  name: string;
  address: string;
  position: [number, number];
}

export interface OfficeMapView {
  center: [number, number];
  zoom: number;
  markers: MapMarker[];
}

/**
 * Shifts longitudes by whole turns (360 degrees) so that the points take the narrowest band of the map:
 * offices on both sides of the Pacific (Las Vegas, Portland, Ho Chi Minh City) are then neighbours across
 * the date line instead of being 230 degrees apart across the Atlantic. The band is then moved so that its
 * mean lies within [-180, 180]. Leaflet places markers at longitudes outside that range in the matching
 * world copy, so markers and centre stay together.
 */
export function unwrapLongitudes(lngs: readonly number[]): number[] {
  if (lngs.length < 2) return [...lngs];
  // Whole turns to add to each longitude; points that need none keep their exact value.
  const turns = lngs.map((lng) => -Math.floor((lng + 180) / 360));
  const sorted = lngs.map((lng, i) => ({ lng: lng + 360 * turns[i]!, i })).sort((a, b) => a.lng - b.lng);
  // The widest empty gap between neighbours (the last one wraps round) is where the map is "cut".
  const last = sorted.length - 1;
  let cut = last;
  let widest = sorted[0]!.lng + 360 - sorted[last]!.lng;
  for (let k = 0; k < last; k++) {
    const gap = sorted[k + 1]!.lng - sorted[k]!.lng;
    if (gap > widest) {
      widest = gap;
      cut = k;
    }
  }
  if (cut !== last) sorted.forEach((p, k) => k <= cut && (turns[p.i]! += 1));
  const mean = lngs.reduce((sum, lng, i) => sum + lng + 360 * turns[i]!, 0) / lngs.length;
  const shift = mean > 180 ? -1 : mean < -180 ? 1 : 0;
  return lngs.map((lng, i) => {
    const t = turns[i]! + shift;
    return t === 0 ? lng : lng + 360 * t;
  });
}

/**
 * Serialisable map props for the client island: centred on the midpoint of the offices (lib/map/geo.ts, over
 * the narrowest longitude band, see unwrapLongitudes), one marker each.
 */
export function officeMapView(offices: readonly Office[]): OfficeMapView {
  const lngs = unwrapLongitudes(offices.map((o) => o.position.lng));
  const positions: LatLng[] = offices.map((o, i) => ({ lat: o.position.lat, lng: lngs[i]! }));
  const toTuple = (p: LatLng): [number, number] => [p.lat, p.lng];
  const center = midpoint(positions);
  return {
    center: toTuple(center),
    zoom: MAP_INITIAL_ZOOM,
    markers: offices.map((o, i) => ({ id: o.id, name: o.name, address: o.address, position: toTuple(positions[i]!) })),
  };
}
