import { site } from '@/content/site';
import { DEFAULT_TILE_URL, MAP_HEIGHT_PX, MAP_INITIAL_ZOOM, MARKER_ICON, officeMapView, tileUrl, unwrapLongitudes } from '@/lib/map';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

describe('office map', () => {
  it('uses the required constants', () => {
    expect(MAP_HEIGHT_PX).toBe(400);
    expect(MAP_INITIAL_ZOOM).toBe(2);
  });
  it('centres on the midpoint of the three offices across the Pacific, one marker each', () => {
    // The three offices the map was designed around; an office added in content/ must not break this test.
    const view = officeMapView(site.offices.filter((o) => ['las-vegas', 'ho-chi-minh-city', 'portland'].includes(o.id)));
    const lat = (36.1215 + 10.7717 + 45.5276) / 3;
    // Ho Chi Minh City is taken one turn west (106.7043 - 360) so the three offices sit side by side.
    const lng = (-115.1581 + (106.7043 - 360) + -122.6851) / 3;
    expect(view.center[0]).toBeCloseTo(lat, 6);
    expect(view.center[1]).toBeCloseTo(lng, 6);
    expect(view.center[1]).toBeCloseTo(-163.713, 3);
    expect(view.zoom).toBe(2);
    expect(view.markers.map((m) => m.name)).toEqual(['Global Headquarters', 'Asia Pacific Office', 'Product Studio']);
    expect(view.markers[0]?.position).toEqual([36.1215, -115.1581]);
    expect(view.markers[1]?.position[1]).toBeCloseTo(106.7043 - 360, 9);
    expect(view.markers[1]?.address).toContain('Ho Chi Minh City');
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
  it('takes the configured tile URL, or OpenStreetMap when unset or malformed', () => {
    expect(DEFAULT_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
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
