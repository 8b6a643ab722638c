import { useCallback, useState } from 'react';
import { cycleIndex } from './gallery-rules';

export interface Gallery {
  images: readonly string[];
  /** The image shown, always within the gallery. */
  index: number;
  current: string;
  /** Shows an image, zoomed out. */
  show: (index: number) => void;
  /** Previous (-1) or next (+1), wrapping at both ends, zoomed out. */
  step: (delta: number) => void;
  zoomed: boolean;
  setZoomed: (zoomed: boolean) => void;
  /** Images that failed to load: the main image says so, their thumbnails stay blank. */
  failed: ReadonlySet<string>;
  markFailed: (url: string) => void;
}

/** The state both product galleries share: the image shown, its zoom, and the images that are broken. */
export function useGallery(images: readonly string[]): Gallery {
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const show = useCallback((next: number) => {
    setChosen(next);
    setZoomed(false);
  }, []);
  const step = useCallback(
    (delta: number) => {
      setChosen((i) => cycleIndex(Math.min(i, count - 1), delta, count));
      setZoomed(false);
    },
    [count],
  );
  const markFailed = useCallback((url: string) => setFailed((all) => new Set(all).add(url)), []);
  return { images, index, current: images[index] ?? '', show, step, zoomed, setZoomed, failed, markFailed };
}
