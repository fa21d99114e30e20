import type { Locator, Page } from '@playwright/test';
import { contact } from '../lib/contact/content';
import { site } from '../lib/site/content';
import { MAP_HEIGHT_PX, MAP_INITIAL_ZOOM, MARKER_ICON, officeMapView } from '../lib/map/map';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { TILES_ORIGIN } from './support/ports.mjs';
import { mostShown, pressAt } from './support/pointer';

/** Where the map opens: the view the site computes from the offices (its rules are unit tested in lib/). */
const VIEW = officeMapView(site.offices);

/** The attribution as the visitor reads it, and its link, from the HTML snippet in content/texts/contact.yml. */
const ATTRIBUTION = {
  text: contact.map.attribution.replace(/<[^>]+>/g, '').replace(/&copy;/g, '©'),
  link: /<a href="([^"]+)">([^<]+)<\/a>/.exec(contact.map.attribution),
};

/**
 * Whether every marker fits in a map box of this size at the opening zoom: Web Mercator pixels of 256 px
 * tiles, each marker's pin measured from the centre the map opens on.
 */
function markersFit(box: { width: number; height: number }): boolean {
  const scale = 256 * 2 ** MAP_INITIAL_ZOOM;
  const x = (lng: number) => ((lng + 180) / 360) * scale;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  };
  const [cx, cy] = [x(VIEW.center[1]), y(VIEW.center[0])];
  const [iconWidth, iconHeight] = MARKER_ICON.iconSize;
  return VIEW.markers.every(
    ({ position: [lat, lng] }) => Math.abs(x(lng) - cx) < box.width / 2 - iconWidth / 2 && Math.abs(y(lat) - cy) < box.height / 2 - iconHeight,
  );
}

function mapRegion(page: Page) {
  return page.getByRole('region', { name: contact.map.label });
}

function collectTileRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(TILES_ORIGIN)) paths.push(new URL(req.url()).pathname);
  });
  return paths;
}

async function openMap(page: Page) {
  const region = mapRegion(page);
  await region.scrollIntoViewIfNeeded();
  const container = region.locator('.leaflet-container');
  await expect(container).toBeVisible();
  return container;
}

/** Opens an office's popup from the keyboard (markers may overlap at the opening zoom; Enter works for every one). */
async function openPopup(page: Page, name: string) {
  const marker = mapRegion(page).getByRole('button', { name, exact: true });
  await marker.focus();
  await page.keyboard.press('Enter');
  // The previous popup fades out for a moment: wait until only the new one is left.
  await expect(mapRegion(page).locator('.leaflet-popup')).toHaveCount(1);
  return mapRegion(page).locator('.leaflet-popup-content', { hasText: name });
}

async function expectAttribution(container: Locator) {
  await expect(container.locator('.leaflet-control-attribution')).toContainText(ATTRIBUTION.text);
  if (ATTRIBUTION.link) await expect(container.getByRole('link', { name: ATTRIBUTION.link[2] })).toHaveAttribute('href', ATTRIBUTION.link[1]!);
}

test.describe('office map', () => {
  test('keeps its box before Leaflet loads, opens centred on the offices with tiles and attribution, and zooms with the wheel', async ({ page }) => {
    const tilePaths = collectTileRequests(page);
    await page.goto('/contact');
    const region = mapRegion(page);
    expect((await region.boundingBox())?.height).toBe(MAP_HEIGHT_PX);
    const container = await openMap(page);
    expect((await region.boundingBox())?.height).toBe(MAP_HEIGHT_PX);
    expect((await container.boundingBox())?.height).toBe(MAP_HEIGHT_PX);

    await expect(container).toHaveAttribute('data-zoom', String(MAP_INITIAL_ZOOM));
    expect(Number(await container.getAttribute('data-center-lat'))).toBeCloseTo(VIEW.center[0], 3);
    expect(Number(await container.getAttribute('data-center-lng'))).toBeCloseTo(VIEW.center[1], 3);
    await expect(container.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(tilePaths.length).toBeGreaterThan(0);
    // A high-density screen gets the next zoom level's tiles at half size, so they stay sharp.
    const tileZoom = MAP_INITIAL_ZOOM + ((await page.evaluate(() => window.devicePixelRatio)) > 1 ? 1 : 0);
    for (const path of tilePaths) expect(path).toMatch(new RegExp(`^/${tileZoom}/\\d+/\\d+\\.png$`));
    await expectAttribution(container);

    const box = (await container.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number(await container.getAttribute('data-zoom'))).toBeGreaterThan(MAP_INITIAL_ZOOM);
  });

  test('does not load Leaflet while the map is far below the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 300 });
    const tilePaths = collectTileRequests(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await expect(mapRegion(page).locator('.leaflet-container')).toHaveCount(0);
    expect(tilePaths).toEqual([]);
    await openMap(page);
    await expect.poll(() => tilePaths.length).toBeGreaterThan(0);
  });

  test('has one marker per office with our own icon, each opening a popup with name and address', async ({ page }) => {
    await page.goto('/contact');
    const container = await openMap(page);
    const markers = mapRegion(page).locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(site.offices.length);
    // Every marker is on the map as it opens, when the offices fit at the opening zoom (today's do).
    const fit = markersFit((await container.boundingBox())!);
    for (const marker of await markers.all()) {
      // A button named by its office (aria-label), showing our marker artwork as a decorative image.
      await expect(marker).toHaveJSProperty('tagName', 'BUTTON');
      await expect(marker.locator('img')).toHaveAttribute('src', MARKER_ICON.iconUrl);
      await expect(marker.locator('img')).toHaveAttribute('alt', '');
      if (fit) await expect(marker).toBeInViewport();
    }
    for (const office of site.offices) await expect(mapRegion(page).getByRole('button', { name: office.name, exact: true })).toHaveAttribute('aria-label', office.name);
    for (const office of site.offices) {
      const popup = await openPopup(page, office.name);
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(office.name);
      await expect(popup).toContainText(office.address);
    }
    // The one axe pass with a popup open.
    await expectNoAxeViolations(page);
  });

  test('opens a popup on a click or tap of a marker', { tag: '@responsive' }, async ({ page }, testInfo) => {
    await page.goto('/contact');
    await openMap(page);
    // The tiles match the screen's density: a phone's are the next zoom level's, drawn at half size (sharp).
    const dense = (await page.evaluate(() => window.devicePixelRatio)) > 1;
    expect(dense).toBe(isPhone(testInfo.project.name));
    const tile = mapRegion(page).locator('img.leaflet-tile-loaded').first();
    await expect(tile).toHaveAttribute('src', new RegExp(`/${MAP_INITIAL_ZOOM + (dense ? 1 : 0)}/\\d+/\\d+\\.png$`));
    // The marker a visitor sees best (markers overlap and a phone shows part of the world), pressed where it is shown.
    const markers = mapRegion(page).locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(site.offices.length);
    const { index, ...point } = await mostShown(markers);
    expect(index).toBeGreaterThanOrEqual(0);
    const name = await markers.nth(index).getAttribute('aria-label');
    const office = site.offices.find((o) => o.name === name);
    expect(office, `an office named ${name}`).toBeDefined();
    await pressAt(page, isPhone(testInfo.project.name), point);
    const popup = mapRegion(page).locator('.leaflet-popup-content');
    await expect(popup).toContainText(office!.name);
    await expect(popup).toContainText(office!.address);
  });
});

test.describe('office map with every tile failing', () => {
  // One regular expression: Playwright would read a two-element array as a [value, options] fixture tuple.
  test.use({ allowedErrors: [new RegExp(`Failed to load resource|^${TILES_ORIGIN.replace(/[.]/g, '\\.')}/`)] });

  test('still shows the markers, their popups and the attribution', async ({ page }) => {
    let failed = 0;
    await page.route(`${TILES_ORIGIN}/**`, (route) => {
      failed++;
      return route.abort('failed');
    });
    await page.goto('/contact');
    const container = await openMap(page);
    await expect.poll(() => failed).toBeGreaterThan(0);
    await expect(container.locator('img.leaflet-tile-loaded')).toHaveCount(0);
    await expect(mapRegion(page).locator('.leaflet-marker-icon')).toHaveCount(site.offices.length);
    for (const office of site.offices) {
      const popup = await openPopup(page, office.name);
      await expect(popup).toContainText(office.name);
      await expect(popup).toContainText(office.address);
    }
    await expectAttribution(container);
    // The offices are still listed as text next to the map.
    for (const office of site.offices) await expect(page.locator('address', { hasText: office.address })).toBeVisible();
  });
});
