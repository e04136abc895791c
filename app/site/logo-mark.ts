/** The logo's drawing in its 168 × 40 box, shared by the header's logo and the press images the build draws. */
export const logoMark = {
  width: 168,
  height: 40,
  crescent: "M20 4a16 16 0 1 0 13.9 24A13 13 0 1 1 20 4Z",
  road: "M6 31c6-3 10-3 14 0s8 3 14 0",
  gold: "#F2C94C",
  wordmark: { x: 44, y: 27, size: 20, weight: 800, letterSpacing: 3 },
} as const;

/** The logo as a raster image for search engines, which do not take SVG and ask for at least 112 × 112; drawn at build time. */
export const logoImage = { path: "/logo.png", width: 512, height: 512 } as const;

/**
 * The logo for the alert mails' header: the reversed logo on Midnight Navy, a PNG because mail programs do not show
 * SVG reliably; shown in the logo's box and drawn at three times its size for sharp phone screens.
 */
export const mailLogoImage = { path: "/mail-logo.png", width: logoMark.width, height: logoMark.height, scale: 3 } as const;
