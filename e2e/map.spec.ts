import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { TILES_ORIGIN } from './support/ports.mjs';

// Centred on the midpoint of the three offices (taken across the Pacific, where they neighbour), zoom 2.
const CENTER_LAT = (36.1215 + 10.7717 + 45.5276) / 3;
const CENTER_LNG = (-115.1581 + (106.7043 - 360) + -122.6851) / 3;

const OFFICES = [
  ['Global Headquarters', '3960 Howard Hughes Parkway, Suite 500, Las Vegas, NV 89169, United States'],
  ['Asia Pacific Office', '2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam'],
  ['Product Studio', '1455 NW Irving Street, Portland, OR 97209, United States'],
] as const;

function mapRegion(page: Page) {
  return page.getByRole('region', { name: 'Map of our offices' });
}

async function openMap(page: Page) {
  const region = mapRegion(page);
  await region.scrollIntoViewIfNeeded();
  const container = region.locator('.leaflet-container');
  await expect(container).toBeVisible();
  return container;
}

/** Opens an office's popup from the keyboard (markers overlap at zoom 2; Enter works for every one). */
async function openPopup(page: Page, name: string) {
  const marker = mapRegion(page).getByRole('button', { name, exact: true });
  await marker.focus();
  await page.keyboard.press('Enter');
  // The previous popup fades out for a moment: wait until only the new one is left.
  await expect(mapRegion(page).locator('.leaflet-popup')).toHaveCount(1);
  return mapRegion(page).locator('.leaflet-popup-content', { hasText: name });
}

test.describe('office map', () => {
  test('keeps a 400 px box before Leaflet loads, and loads it only near the viewport', async ({ page }) => {
    const tileRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(TILES_ORIGIN)) tileRequests.push(req.url());
    });
    await page.goto('/contact');
    const region = mapRegion(page);
    const before = await region.boundingBox();
    expect(before?.height).toBe(400);
    const container = await openMap(page);
    const after = await region.boundingBox();
    expect(after?.height).toBe(400);
    expect((await container.boundingBox())?.height).toBe(400);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  });

  test('does not load Leaflet while the map is far below the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 300 });
    const tileRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(TILES_ORIGIN)) tileRequests.push(req.url());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await expect(mapRegion(page).locator('.leaflet-container')).toHaveCount(0);
    expect(tileRequests).toEqual([]);
    await openMap(page);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  });

  test('is centred on the offices at zoom 2, with tiles from the configured server and OpenStreetMap attribution', async ({ page }) => {
    const tilePaths: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(TILES_ORIGIN)) tilePaths.push(new URL(req.url()).pathname);
    });
    await page.goto('/contact');
    const container = await openMap(page);
    await expect(container).toHaveAttribute('data-zoom', '2');
    expect(Number(await container.getAttribute('data-center-lat'))).toBeCloseTo(CENTER_LAT, 3);
    expect(Number(await container.getAttribute('data-center-lng'))).toBeCloseTo(CENTER_LNG, 3);
    await expect.poll(() => tilePaths.length).toBeGreaterThan(0);
    for (const path of tilePaths) expect(path).toMatch(/^\/2\/\d+\/\d+\.png$/);
    await expect(container.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(container.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
    await expect(container.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  test('has one marker per office with our own icon, each opening a popup with name and address', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await openMap(page);
    const markers = mapRegion(page).locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(3);
    for (const marker of await markers.all()) {
      await expect(marker).toHaveAttribute('src', '/map/marker.svg');
      // The desktop map is wide enough to show all three offices at zoom 2; a phone pans to a popup.
      if (!isPhone(testInfo.project.name)) await expect(marker).toBeInViewport();
    }
    for (const [name, address] of OFFICES) {
      const popup = await openPopup(page, name);
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(name);
      await expect(popup).toContainText(address);
    }
    await expectNoAxeViolations(page);
  });

  test('opens a popup on a click or tap of a marker', async ({ page }) => {
    await page.goto('/contact');
    await openMap(page);
    // The Las Vegas marker lies on top of Portland's at zoom 2 and is on screen on every device.
    await mapRegion(page).getByRole('button', { name: 'Global Headquarters', exact: true }).click();
    await expect(mapRegion(page).locator('.leaflet-popup-content')).toContainText(OFFICES[0][1]);
  });

  test('zooms with the scroll wheel', async ({ page }) => {
    await page.goto('/contact');
    const container = await openMap(page);
    await expect(container).toHaveAttribute('data-zoom', '2');
    const box = await container.boundingBox();
    if (!box) throw new Error('map has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number(await container.getAttribute('data-zoom'))).toBeGreaterThan(2);
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
    await expect(mapRegion(page).locator('.leaflet-marker-icon')).toHaveCount(3);
    for (const [name, address] of OFFICES) {
      const popup = await openPopup(page, name);
      await expect(popup).toContainText(name);
      await expect(popup).toContainText(address);
    }
    await expect(container.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
    // The offices are still listed as text next to the map.
    await expect(page.locator('address', { hasText: OFFICES[2][1] })).toBeVisible();
  });
});
