import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { de } from '../../i18n/de';

export interface HorizontalScrollerProps {
  /** Pixels moved per arrow click. */
  step: number;
  /** Names the list for the arrow buttons ('Neu hinzugefügte Filme: nach rechts'). */
  label: string;
  children: ReactNode;
  className?: string;
}

// Smooth scrolling ends after the click; re-checking a moment later keeps the
// arrows right even where no scroll event follows (spec 001 §9: 100 ms refresh).
const RECHECK_MS = 100;

/** A horizontally scrolling row whose arrows appear only when there is something to scroll to. */
export function HorizontalScroller({ step, label, children, className = '' }: HorizontalScrollerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(measure, [children, measure]);

  const scroll = (direction: -1 | 1) => {
    viewport.current?.scrollBy?.({ left: direction * step, behavior: 'smooth' });
    window.setTimeout(measure, RECHECK_MS);
  };

  const arrowClass =
    'absolute top-1/2 z-10 hidden -translate-y-1/2 rounded-full border border-ink-600 bg-ink-900/90 p-2 text-white shadow-lg shadow-black/50 backdrop-blur hover:border-brand-400 hover:text-brand-300 sm:block';

  return (
    <div className={`relative ${className}`}>
      {edges.left ? (
        <button
          type="button"
          className={`${arrowClass} -left-3`}
          aria-label={de.carousel.scrollLeft(label)}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      <div
        ref={viewport}
        className="snap-x scroll-pl-1 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin]"
      >
        {children}
      </div>
      {edges.right ? (
        <button
          type="button"
          className={`${arrowClass} -right-3`}
          aria-label={de.carousel.scrollRight(label)}
          onClick={() => scroll(1)}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
