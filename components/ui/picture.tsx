import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { SLOTS, sizesOf, type SlotName } from '@/lib/pictures/layouts';
import { FORMATS, MODERN_FORMATS, fallbackSrc, srcSetOf, type PictureData, type PictureRecord } from '@/lib/pictures/picture';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'> {
  /** The picture (lib/pictures/manifest.ts pictureOf on the server, passed down to islands as it is). */
  picture: PictureData;
  /** Where it is shown (lib/pictures/layouts.ts): how wide its box is at every breakpoint. */
  slot: SlotName;
  /**
   * The page's largest paint in its first screen (an article's picture, the first card of a list): fetched at
   * once and ahead of everything else. Every other picture loads when it comes near the screen, unless `eager`.
   */
  priority?: boolean;
  /** In the first screen but not its largest paint: fetched at once, at the browser's own priority. */
  eager?: boolean;
}

/** While the picture loads: its dominant colour, and its blurred preview over it, cropped as the picture will be. */
function placeholder(record: PictureRecord): CSSProperties {
  return {
    backgroundColor: record.color,
    ...(record.preview ? { backgroundImage: `url("${record.preview}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundRepeat: 'no-repeat' } : {}),
  };
}

/**
 * Every picture of the site. A raster picture is a `<picture>` of the files the build made of it
 * (scripts/pictures.mjs): AVIF, then WebP, then the JPEG or PNG fallback, each in the widths its slot needs, with
 * `sizes` from the slot, so the browser downloads the narrowest file that fills the box at the screen's density;
 * its real width and height (no layout shift) and its placeholder. An SVG drawing is its own file, as it is.
 * The `<picture>` box is `display: contents`: the `<img>` is laid out and styled as if it stood alone.
 */
export function Picture({ picture, slot, priority = false, eager = false, alt = '', className, style, ...rest }: PictureProps) {
  const { record } = picture;
  const loading = priority || eager ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!record) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an SVG drawing, or a picture the build has not seen (next dev): its own file
      <img loading={loading} fetchPriority={fetchPriority} decoding="async" src={picture.src} alt={alt} width={picture.width} height={picture.height} className={className} style={style} {...rest} />
    );
  }
  const sizes = sizesOf(SLOTS[slot], record.width / record.height);
  return (
    <picture className="contents">
      {MODERN_FORMATS.map((format) => {
        const srcSet = srcSetOf(record, format);
        return srcSet ? <source key={format} type={FORMATS[format].type} sizes={sizes} srcSet={srcSet} /> : null;
      })}
      {/* `loading`, `sizes` and `srcSet` come before `src`: an <img> made by script starts its download at `src`. */}
      <img
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        sizes={sizes}
        srcSet={srcSetOf(record, record.fallback)}
        src={fallbackSrc(record)}
        alt={alt}
        width={record.width}
        height={record.height}
        className={className}
        style={{ ...placeholder(record), ...style }}
        {...rest}
      />
    </picture>
  );
}
