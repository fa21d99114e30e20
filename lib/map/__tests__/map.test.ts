import type { Office } from '@/lib/site/schema';
import { DEFAULT_TILE_URL, MAP_INITIAL_ZOOM, MARKER_ICON, officeMapView, tileUrl, unwrapLongitudes } from '@/lib/map/map';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** An office of the test's own, at a position (the map reads only id, name, address and position). */
function office(id: string, lat: number, lng: number): Office {
  return {
    id,
    name: `Office ${id}`,
    city: `City ${id}`,
    role: `Role ${id}`,
    address: `Address ${id}`,
    postal: { streetAddress: `Street ${id}`, addressLocality: `City ${id}`, addressCountry: 'US' },
    position: { lat, lng },
  };
}

describe('office map', () => {
  it('centres on the midpoint of the offices, taken across the Pacific when they neighbour there, one marker each', () => {
    // Two offices in the western US and one in Vietnam: neighbours across the Pacific, 230 degrees apart the other way.
    const offices = [office('a', 36, -115), office('b', 10, 106), office('c', 46, -123)];
    const view = officeMapView(offices);
    expect(view.center[0]).toBeCloseTo((36 + 10 + 46) / 3, 9);
    // The Vietnamese office is taken one turn west (106 - 360), so the three sit side by side.
    expect(view.center[1]).toBeCloseTo((-115 + (106 - 360) - 123) / 3, 9);
    expect(view.zoom).toBe(MAP_INITIAL_ZOOM);
    expect(view.markers).toEqual([
      { id: 'a', name: 'Office a', address: 'Address a', position: [36, -115] },
      { id: 'b', name: 'Office b', address: 'Address b', position: [10, 106 - 360] },
      { id: 'c', name: 'Office c', address: 'Address c', position: [46, -123] },
    ]);
  });
  it('keeps offices on one side of the world where they are', () => {
    const view = officeMapView([office('a', 50, 0), office('b', 40, 20)]);
    expect(view.center).toEqual([45, 10]);
    expect(view.markers.map((m) => m.position)).toEqual([
      [50, 0],
      [40, 20],
    ]);
  });
  it('unwraps longitudes to the narrowest band', () => {
    const round = (xs: number[]) => xs.map((x) => Math.round(x * 1000) / 1000);
    expect(unwrapLongitudes([])).toEqual([]);
    expect(unwrapLongitudes([10])).toEqual([10]);
    expect(unwrapLongitudes([10, 20, 30])).toEqual([10, 20, 30]);
    expect(round(unwrapLongitudes([170, -170]))).toEqual([170, 190]); // across the date line
    expect(round(unwrapLongitudes([-170, 170]))).toEqual([190, 170]);
    expect(round(unwrapLongitudes([-115, 106, -122]))).toEqual([-115, -254, -122]);
    expect(round(unwrapLongitudes([-90, 0, 90]))).toEqual([-90, 0, 90]);
    expect(round(unwrapLongitudes([540, 0]))).toEqual([-180, 0]);
  });
  it('takes the configured tile URL, or the default one when unset or malformed', () => {
    expect(tileUrl(undefined)).toBe(DEFAULT_TILE_URL);
    expect(tileUrl('  ')).toBe(DEFAULT_TILE_URL);
    expect(tileUrl('https://tiles.example.com/{z}/{x}.png')).toBe(DEFAULT_TILE_URL);
    expect(tileUrl(' http://127.0.0.1:3212/{z}/{x}/{y}.png ')).toBe('http://127.0.0.1:3212/{z}/{x}/{y}.png');
  });
  it('draws markers with our own icon from public/', () => {
    expect(MARKER_ICON.iconUrl.startsWith('/map/')).toBe(true);
    expect(existsSync(join(process.cwd(), 'public', MARKER_ICON.iconUrl))).toBe(true);
  });
});
