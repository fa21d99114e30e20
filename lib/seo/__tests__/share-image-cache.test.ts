import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARE_IMAGE_CACHE, cachedShareImage } from '../share-image-cache';

describe('share images kept between builds', () => {
  const project = process.cwd();
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'share-cache-'));
    process.chdir(scratch);
  });
  afterEach(() => {
    process.chdir(project);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('draws an image once for the same texts, again when a text changes', async () => {
    const make = jest.fn(async () => new Uint8Array([1, 2, 3]));
    expect(await cachedShareImage(['Title', 'NEWS'], 'png', make)).toEqual(new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(await cachedShareImage(['Title', 'NEWS'], 'png', make))).toEqual(new Uint8Array([1, 2, 3]));
    expect(make).toHaveBeenCalledTimes(1);
    await cachedShareImage(['Title!', 'NEWS'], 'png', make);
    // Parts are told apart by their lengths: "ab" + "c" is not "a" + "bc".
    await cachedShareImage(['Titl', 'eNEWS'], 'png', make);
    expect(make).toHaveBeenCalledTimes(3);
    expect(readdirSync(SHARE_IMAGE_CACHE).filter((name) => name.endsWith('.png'))).toHaveLength(3);
  });

  it('keeps photos by their bytes', async () => {
    const make = jest.fn(async () => new Uint8Array([9]));
    await cachedShareImage([Buffer.from('photo one')], 'jpg', make);
    await cachedShareImage([Buffer.from('photo one')], 'jpg', make);
    await cachedShareImage([Buffer.from('photo two')], 'jpg', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
