import { useId } from 'react';
import { de } from '../../i18n/de';
import type { LanguageClass } from './release-rules';

function German({ x = 0, width = 24 }: { x?: number; width?: number }) {
  return (
    <g>
      <rect x={x} y="0" width={width} height="5.34" fill="#000" />
      <rect x={x} y="5.33" width={width} height="5.34" fill="#dd0000" />
      <rect x={x} y="10.66" width={width} height="5.34" fill="#ffce00" />
    </g>
  );
}

function English({ x = 0, width = 24 }: { x?: number; width?: number }) {
  const cx = x + width / 2;
  return (
    <g>
      <rect x={x} y="0" width={width} height="16" fill="#012169" />
      <path d={`M${x} 0 L${x + width} 16 M${x + width} 0 L${x} 16`} stroke="#fff" strokeWidth="3" />
      <path d={`M${x} 0 L${x + width} 16 M${x + width} 0 L${x} 16`} stroke="#c8102e" strokeWidth="1.2" />
      <path d={`M${cx} 0 V16 M${x} 8 H${x + width}`} stroke="#fff" strokeWidth="5" />
      <path d={`M${cx} 0 V16 M${x} 8 H${x + width}`} stroke="#c8102e" strokeWidth="3" />
    </g>
  );
}

/**
 * Language flag of spec 001 §9: German, German/English (split flag) or English.
 * Drawn inline, because emoji flags do not render on every system.
 */
export function LanguageFlag({ language }: { language: LanguageClass }) {
  const label = de.languages[language];
  const clipId = useId();
  return (
    <span className="inline-flex items-center" title={label}>
      <svg
        viewBox="0 0 24 16"
        width="24"
        height="16"
        role="img"
        aria-label={label}
        className="overflow-hidden rounded-[2px] ring-1 ring-white/15"
      >
        {language === 'de' ? <German /> : null}
        {language === 'en' ? <English /> : null}
        {language === 'de+' ? (
          <>
            <defs>
              <clipPath id={clipId}>
                <polygon points="24,0 24,16 0,16" />
              </clipPath>
            </defs>
            <German />
            <g clipPath={`url(#${clipId})`}>
              <English />
            </g>
          </>
        ) : null}
      </svg>
    </span>
  );
}
