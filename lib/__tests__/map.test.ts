import { site } from '@/content/site';
import { DEFAULT_TILE_URL, MAP_HEIGHT_PX, MAP_INITIAL_ZOOM, MARKER_ICON, officeMapView, tileUrl } from '@/lib/map';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

describe('office map', () => {
  it('uses the SPEC constants', () => {
    expect(MAP_HEIGHT_PX).toBe(400);
    expect(MAP_INITIAL_ZOOM).toBe(2);
  });
  it('centres on the midpoint of the three offices, one marker each', () => {
    const view = officeMapView(site.offices);
    const lat = (36.1215 + 10.7717 + 45.5276) / 3;
    const lng = (-115.1581 + 106.7043 + -122.6851) / 3;
    expect(view.center[0]).toBeCloseTo(lat, 6);
    expect(view.center[1]).toBeCloseTo(lng, 6);
    expect(view.zoom).toBe(2);
    expect(view.markers.map((m) => m.name)).toEqual(['Global Headquarters', 'Asia Pacific Office', 'Product Studio']);
    expect(view.markers[1]).toMatchObject({ position: [10.7717, 106.7043], address: expect.stringContaining('Ho Chi Minh City') });
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
