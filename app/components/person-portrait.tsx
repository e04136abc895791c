/** An uploaded portrait as the page shows it, sized so that nothing shifts while it loads. */
export type PortraitImage = { src: string; width: number; height: number };

/** A number from a person's id that stays the same from build to build (FNV-1a), so each drawing is theirs alone. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const character of id) hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/**
 * A leader's portrait: the uploaded photograph, or, until there is one, a drawing in the brand's colours derived from
 * the person's id: a crescent moon (the company's name is "moonlight") at its own phase and tilt over a night sky,
 * its orbits, and the person's initials. Both fill the same slot; the name beside it says who it is.
 */
export function PersonPortrait({ id, initials, image }: { id: string; initials: string; image?: PortraitImage }) {
  if (image) return <img className="person-portrait" src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />;
  const seed = seedOf(id);
  const tilt = seed % 360;
  const phase = 0.45 + ((seed >>> 9) % 40) / 100;
  const moon = { x: 84 + ((seed >>> 15) % 16), y: 34 + ((seed >>> 19) % 10), r: 20 };
  const half = Math.sqrt(moon.r ** 2 - (phase * moon.r) ** 2 / 4);
  const cut = (phase * moon.r) / 2;
  const crescent = `M${cut} ${-half}A${moon.r} ${moon.r} 0 1 0 ${cut} ${half}A${moon.r} ${moon.r} 0 0 1 ${cut} ${-half}Z`;
  const orbits = [0, 1, 2].map((ring) => 30 + ring * 14 + ((seed >>> (22 + ring * 3)) % 6));
  return (
    <svg className="person-portrait person-portrait--drawn" viewBox="0 0 120 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="120" height="90" className="person-portrait__sky" />
      {orbits.map((radius) => (
        <circle key={radius} cx={moon.x} cy={moon.y} r={radius} className="person-portrait__orbit" />
      ))}
      <path d={crescent} transform={`translate(${moon.x} ${moon.y}) rotate(${tilt})`} className="person-portrait__moon" />
      <text x="12" y="78" className="person-portrait__initials">
        {initials}
      </text>
    </svg>
  );
}
