import { useEffect, useState } from 'react';
import { SLIDE_COUNT, SLIDE_STEP_MS, slideImage, slideIndexAt } from './slideshow.ts';

const slides = Array.from({ length: SLIDE_COUNT }, (_, index) => slideImage(index));

export function BackgroundSlideshow() {
  const [start] = useState(() => Date.now());
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex(slideIndexAt(Date.now() - start)), SLIDE_STEP_MS);
    return () => clearInterval(timer);
  }, [start]);
  return (
    <div aria-hidden="true" data-testid="background-slideshow" data-slide={index}>
      {slides.map((image, slide) => (
        <div
          key={image}
          className="home-slide"
          style={{ backgroundImage: image, opacity: slide === index ? 1 : 0 }}
        />
      ))}
    </div>
  );
}
