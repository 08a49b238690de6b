import { useEffect, useRef } from 'react';

type Props = {
  /** Called when the sentinel comes near the viewport. */
  onVisible: () => void;
  /** Re-observe when this changes (e.g. the number of loaded items), so a still-visible sentinel fires again. */
  watch: unknown;
  disabled?: boolean;
};

/** An invisible marker after a list; scrolling it into view asks for the next page. */
export function InfiniteScrollSentinel({ onVisible, watch, disabled = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    // An observer fires once right after observe(), so re-creating it after each page loads
    // fetches the next one at once while the sentinel is still in view.
    void watch;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled, watch]);

  return <div ref={ref} aria-hidden="true" data-testid="infinite-scroll-sentinel" style={{ height: 1 }} />;
}
