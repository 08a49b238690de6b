import { useEffect, useState } from 'react';
import { imageObjectUrl } from '../api/images.ts';

/** A displayable src for an API image URL (fetched with the session), or null while loading or missing. */
export function useImageSrc(url: string | null | undefined): string | null {
  const [src, setSrc] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    imageObjectUrl(url).then(
      (objectUrl) => live && setSrc({ url, src: objectUrl }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return url && src?.url === url ? src.src : null;
}
