import { useLandingWords } from './landing-words';

/** The surprise dish's mark: a sign, the same in every language (the drawing is named by its label). */
const SURPRISE_MARK = '?';

/**
 * A candle-lit table seen from above: three couples' plates around a surprise dish. Inline SVG,
 * in a chunk of its own: the prerendered page paints it, and the first script hydrates around it.
 */
export default function HeroIllustration() {
  const words = useLandingWords();
  const seats = [0, 60, 120, 180, 240, 300];
  return (
    <svg viewBox="0 0 400 400" role="img" aria-label={words['landing.hero.illustration']} className="h-auto w-full max-w-[18rem] drop-shadow-2xl sm:max-w-md">
      <defs>
        <radialGradient id="hero-table" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#fde7c8" />
          <stop offset="100%" stopColor="#f4c48d" />
        </radialGradient>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fff7ed" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#fff7ed" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="190" fill="url(#hero-glow)" />
      <circle cx="200" cy="200" r="150" fill="url(#hero-table)" stroke="#fff7ed" strokeWidth="6" />
      {seats.map((angle, index) => {
        const radians = (angle * Math.PI) / 180;
        const x = 200 + Math.cos(radians) * 105;
        const y = 200 + Math.sin(radians) * 105;
        return (
          <g key={angle}>
            <circle cx={x} cy={y} r="30" fill="#ffffff" stroke="#fecdd3" strokeWidth="3" />
            <circle cx={x} cy={y} r="18" fill={index % 2 === 0 ? '#ffe4e6' : '#ffedd5'} />
            <circle
              cx={x + Math.cos(radians + 1.2) * 38}
              cy={y + Math.sin(radians + 1.2) * 38}
              r="7"
              fill="#fde68a"
              stroke="#f59e0b"
              strokeWidth="1.5"
              opacity="0.9"
            />
          </g>
        );
      })}
      <circle cx="200" cy="200" r="44" fill="#9f1239" />
      <circle cx="200" cy="200" r="34" fill="none" stroke="#fecdd3" strokeWidth="2" strokeDasharray="4 5" />
      <text x="200" y="212" textAnchor="middle" fontFamily="Georgia, serif" fontSize="34" fontWeight="700" fill="#fff7ed">
        {SURPRISE_MARK}
      </text>
      {[
        [160, 150],
        [240, 250],
      ].map(([x, y]) => (
        <g key={x}>
          <rect x={x - 5} y={y - 4} width="10" height="22" rx="3" fill="#fff7ed" />
          <path d={`M${x} ${y - 16} q6 8 0 12 q-6 -4 0 -12z`} fill="#fb923c" />
          <circle cx={x} cy={y - 8} r="14" fill="#fdba74" opacity="0.25" />
        </g>
      ))}
    </svg>
  );
}
