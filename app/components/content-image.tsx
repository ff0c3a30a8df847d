import { imageAlt } from "@common/image-alt.ts";
import { imageSrcSet, imageVariantPath } from "@common/images.ts";

type ImageProps = {
  /** Stored path of an uploaded image (`/uploads/x.jpg`), or a shipped one under /images. */
  src: string;
  alt: string;
  /** Intrinsic ratio the box reserves (no layout shift); the picture is cropped to fill it. */
  width: number;
  height: number;
  sizes: string;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  /** Widths of a shipped image's WebP variants; uploads have every IMAGE_VARIANT_WIDTHS one. */
  widths?: readonly number[];
  className?: string;
};

/** A content picture served as WebP variants with srcset/sizes, lazily below the fold. */
export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  widths,
  className,
}: ImageProps) {
  const srcSet = widths
    ? widths.map((w) => `${imageVariantPath(src, w)} ${w}w`).join(", ")
    : imageSrcSet(src);
  return (
    <img
      src={imageVariantPath(src, 960)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}

/** Stand-in where an item has no picture: the motif on ivory, same box as the picture. */
export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`motif-mega-mendung-halus flex items-center justify-center bg-gading-tua ${className ?? ""}`}
    />
  );
}

type ItemPictureProps = Omit<ImageProps, "src" | "alt" | "className"> & {
  item: { gambar?: string | null; judul: string; keterangan_gambar?: string | null };
  /** The box's size and shape, the same with a picture and without. */
  box: string;
  /** Classes of the picture alone (its fit, a hover effect). */
  imageClass: string;
};

/** An item's picture in a list or card, or the motif in the same box when it has none. */
export function ItemPicture({ item, box, imageClass, ...image }: ItemPictureProps) {
  return item.gambar ? (
    <ContentImage
      src={item.gambar}
      alt={imageAlt(item)}
      {...image}
      className={`${box} ${imageClass}`}
    />
  ) : (
    <ImagePlaceholder className={box} />
  );
}
