// Scroll to top on navigation (docs/product.md): after 100 ms, an eased 1000 ms animation; instant when the
// visitor prefers reduced motion. Returns a cancel function (a newer navigation cancels).
import { TIMING } from '../../shared/core/constants.ts';

const ease = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

export function scrollToTop(delayMs: number = TIMING.scrollToTopDelayMs, durationMs: number = TIMING.scrollToTopDurationMs): () => void {
  let frame = 0;
  const timer = setTimeout(() => {
    const from = window.scrollY;
    if (from <= 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / durationMs);
      window.scrollTo(0, Math.round(from * (1 - ease(p))));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}
