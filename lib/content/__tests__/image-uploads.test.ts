import { cmsConfig, cmsField, IMAGE_ACCEPT, MAX_UPLOAD_BYTES, type CmsField } from '../cms-config';
import { IMAGE_TYPES, image } from '../fields';

/**
 * What an editor may upload is what the build reads: the image fields' `accept` (the picker and a drop) and the
 * image rule's extensions name the same formats, HEIC is refused by both with what to do, and the size the CMS
 * takes is large enough for any phone photo.
 */
const rule = image('news');
const failure = (value: string) => {
  const result = rule.safeParse(value, { reportInput: true });
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('picture uploads', () => {
  it('the CMS accepts exactly the types whose extensions the build reads', () => {
    const accepted = IMAGE_ACCEPT.split(',').sort();
    expect(accepted).toEqual(['image/avif', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/webp']);
    expect([...new Set(Object.values(IMAGE_TYPES))].sort()).toEqual(accepted);
    for (const extension of Object.keys(IMAGE_TYPES)) expect(failure(`/news/photo.${extension}`)).toBeUndefined();
    for (const extension of ['heic', 'heif', 'gif', 'tiff', 'bmp', 'pdf']) expect(failure(`/news/photo.${extension}`)).toBeDefined();
  });

  it('extensions are lower case, as the CMS saves uploads; an upload is checked by its original name in any case', () => {
    expect(failure('/news/photo.JPG')).toBeDefined();
    const [pattern] = cmsField('image', rule).pattern!;
    const matches = (value: string) => new RegExp(pattern).test(value);
    expect(['IMG_0042.JPG', 'Hội thảo.Png', '/news/photo.avif'].map(matches)).toEqual([true, true, true]);
    expect(['IMG_0042.HEIC', 'clip.mov', '/news/photo.JPG'].map(matches)).toEqual([false, false, false]);
  });

  it('a HEIC picture is refused by the build with what to do; the CMS shows the rule\'s general message', () => {
    expect(failure('/news/IMG_0042.heic')).toMatch(/HEIC.*export it as JPEG.*Most Compatible/);
    expect(failure('/news/IMG_0042.HEIF')).toMatch(/export it as JPEG/);
    expect(failure('/news/photo.gif')).not.toMatch(/HEIC/);
    expect(cmsField('image', rule).pattern![1]).not.toMatch(/HEIC/);
  });

  it('every image field of the configuration takes those types, and the media library takes any phone photo (25 MB)', () => {
    const config = cmsConfig();
    expect(config.media_libraries.default.config.max_file_size).toBe(MAX_UPLOAD_BYTES);
    expect(MAX_UPLOAD_BYTES).toBeGreaterThanOrEqual(25 * 1024 * 1024);
    const images: CmsField[] = [];
    const walk = (fields: readonly CmsField[]) => {
      for (const f of fields) {
        if (f.widget === 'image') images.push(f);
        walk([...(f.fields ?? []), ...(f.field ? [f.field] : [])]);
      }
    };
    for (const c of config.collections) {
      if ('fields' in c) walk(c.fields);
      if ('files' in c) for (const file of c.files) walk(file.fields);
    }
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const field of images) {
      expect(field.accept).toBe(IMAGE_ACCEPT);
      // Each hint says any size works, and none claims the site takes SVG or WebP alone.
      expect(field.hint).toMatch(/any size up to 25 MB works/);
      expect(field.hint).not.toMatch(/SVG or WebP/);
    }
  });
});

