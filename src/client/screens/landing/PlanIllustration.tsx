/**
 * A stylised floor plan turning into a drawing set: walls, a door swing, dimension lines and two output
 * sheets. Pure SVG with fixed coordinates, so it renders identically in every screenshot.
 */
export function PlanIllustration() {
  const wall = { fill: 'none', stroke: '#1f2933', strokeWidth: 6, strokeLinecap: 'square' as const };
  const thin = { fill: 'none', stroke: '#5a7499', strokeWidth: 1.5 };
  return (
    <svg
      viewBox="0 0 480 360"
      width="100%"
      role="img"
      aria-label="A floor plan sketch becoming DXF and PDF sheets"
    >
      <defs>
        <pattern id="landing-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#dbe3ec" strokeWidth="1" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="480" height="360" rx="16" fill="#f7f9fc" />
      <rect x="16" y="16" width="300" height="328" rx="10" fill="url(#landing-grid)" stroke="#d9dee5" />
      {/* Walls with openings for two doors. */}
      <path d="M52 60H280V300H52V60" {...wall} />
      <path d="M52 180H150M190 180H280M170 60V140M170 220V300" {...wall} strokeWidth={4} />
      <path d="M150 180A40 40 0 0 1 190 140" {...thin} strokeDasharray="4 4" />
      <path d="M170 140V180" {...thin} />
      {/* Dimension line along the top. */}
      <path d="M52 40H280M52 34V46M280 34V46" {...thin} />
      <rect x="140" y="30" width="52" height="18" rx="4" fill="#f7f9fc" />
      <text x="166" y="43" textAnchor="middle" fontSize="11" fill="#2f4b6e" fontFamily="sans-serif">
        {'32\' 0"'}
      </text>
      {/* Room labels. */}
      <text x="110" y="124" textAnchor="middle" fontSize="12" fill="#52606d" fontFamily="sans-serif">
        Living
      </text>
      <text x="226" y="124" textAnchor="middle" fontSize="12" fill="#52606d" fontFamily="sans-serif">
        Kitchen
      </text>
      <text x="110" y="246" textAnchor="middle" fontSize="12" fill="#52606d" fontFamily="sans-serif">
        Bedroom
      </text>
      <text x="226" y="246" textAnchor="middle" fontSize="12" fill="#52606d" fontFamily="sans-serif">
        Bath
      </text>
      {/* Output sheets. */}
      <path
        d="M322 128C340 128 344 110 360 100"
        fill="none"
        stroke="#3b7d7a"
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      <g transform="translate(352 52)">
        <rect width="108" height="120" rx="8" fill="#ffffff" stroke="#2f4b6e" strokeWidth="2" />
        <rect x="12" y="12" width="84" height="60" fill="none" stroke="#9fc4e8" strokeWidth="2" />
        <path d="M12 42H54V72M54 12V30" fill="none" stroke="#9fc4e8" strokeWidth="2" />
        <rect x="12" y="86" width="44" height="20" rx="4" fill="#2f4b6e" />
        <text
          x="34"
          y="100"
          textAnchor="middle"
          fontSize="11"
          fill="#ffffff"
          fontFamily="sans-serif"
          fontWeight="700"
        >
          DXF
        </text>
      </g>
      <path
        d="M322 232C340 232 344 250 360 262"
        fill="none"
        stroke="#3b7d7a"
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      <g transform="translate(352 188)">
        <rect width="108" height="120" rx="8" fill="#ffffff" stroke="#3b7d7a" strokeWidth="2" />
        <path d="M12 18H96M12 30H80M12 42H88" stroke="#c9d3de" strokeWidth="4" strokeLinecap="round" />
        <rect x="12" y="54" width="84" height="24" rx="3" fill="#e6f0ef" />
        <rect x="12" y="86" width="44" height="20" rx="4" fill="#3b7d7a" />
        <text
          x="34"
          y="100"
          textAnchor="middle"
          fontSize="11"
          fill="#ffffff"
          fontFamily="sans-serif"
          fontWeight="700"
        >
          PDF
        </text>
      </g>
    </svg>
  );
}
