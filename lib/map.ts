import type { LatLng, Office } from '@/content/types';
import { midpoint } from './geo';

/** Office map constants (SPEC "Contact" and section 9): 400 px high, zoom 2, centred on the offices. */
export const MAP_HEIGHT_PX = 400;
export const MAP_INITIAL_ZOOM = 2;
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
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

/** Serialisable map props for the client island: centre on the midpoint of the offices, one marker each. */
export function officeMapView(offices: readonly Office[]): OfficeMapView {
  const toTuple = (p: LatLng): [number, number] => [p.lat, p.lng];
  return {
    center: toTuple(midpoint(offices.map((o) => o.position))),
    zoom: MAP_INITIAL_ZOOM,
    markers: offices.map((o) => ({ id: o.id, name: o.name, address: o.address, position: toTuple(o.position) })),
  };
}
