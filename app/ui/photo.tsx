import type { PhotoView } from "~/domain/photos";
import { cn } from "~/utils/cn";

export type { PhotoView };
export { PhotoViews } from "./photo-views";

/**
 * One of the operator's photos (docs/decisions/0048): AVIF, then WebP, each in several widths for the
 * browser to choose by `sizes`; width and height reserve its space, so nothing shifts when it arrives.
 * `priority`: the page's first photo, which may be its largest paint: loaded at once and first. Every
 * other photo loads when it comes near the screen.
 */
export function Photo({
  view,
  alt,
  sizes,
  priority = false,
  className,
}: {
  view: PhotoView;
  /** What the photo shows; "" for a decorative one. */
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture data-slot="photo">
      {view.avif ? <source type="image/avif" srcSet={view.avif} sizes={sizes} /> : null}
      {view.webp ? <source type="image/webp" srcSet={view.webp} sizes={sizes} /> : null}
      <img
        src={view.src}
        width={view.width}
        height={view.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full bg-sand", className)}
      />
    </picture>
  );
}
