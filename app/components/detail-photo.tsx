import { ContentImage } from "./content-image.tsx";

type DetailPhotoProps = {
  src: string;
  alt: string;
  caption: string;
  sizes: string;
  /** The caption's language when it is not the page's (an untranslated caption). */
  captionLang?: string;
};

/**
 * The main picture of a detail page, whole (a portrait photo is not cut to a strip), with its
 * caption. The box is reserved wide; the picture keeps its own shape once it arrives.
 */
export function DetailPhoto({ src, alt, caption, sizes, captionLang }: DetailPhotoProps) {
  return (
    <figure className="mt-6">
      <ContentImage
        src={src}
        alt={alt}
        width={1600}
        height={1000}
        sizes={sizes}
        priority
        className="mx-auto h-auto max-h-[80vh] w-auto max-w-full rounded-xl bg-gading-tua shadow-md"
      />
      {caption ? (
        <figcaption className="mt-2 text-center text-sm text-stone-700" lang={captionLang}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
