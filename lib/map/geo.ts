/** A position on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Midpoint of a set of positions (mean latitude and longitude), used to centre the office map. */
export function midpoint(points: readonly LatLng[]): LatLng {
  if (points.length === 0) throw new Error('midpoint needs at least one point');
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
