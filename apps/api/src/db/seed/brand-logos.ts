/**
 * Hand-written brand logos: a simple mark and a wordmark, self-contained (no external references, no scripts), drawn
 * in each brand's own palette so they read on the white header and on the light login card.
 */

const FONT = 'Arial, Helvetica, sans-serif';

export const CORRE_BRASIL_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 64" role="img" aria-label="Corre Brasil">
  <title>Corre Brasil</title>
  <circle cx="32" cy="32" r="28" fill="#E2560C"/>
  <path d="M14 22h16M9 32h21M14 42h16" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>
  <path d="M35 17l15 15-15 15" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="70" y="31" font-family="${FONT}" font-size="25" font-weight="800" font-style="italic" fill="#7A2F0E" letter-spacing="1">CORRE</text>
  <text x="71" y="54" font-family="${FONT}" font-size="17" font-weight="700" fill="#BF460A" letter-spacing="5">BRASIL</text>
</svg>
`;

export const TRILHA_NORTE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 64" role="img" aria-label="Trilha Norte">
  <title>Trilha Norte</title>
  <rect x="2" y="4" width="56" height="56" rx="14" fill="#196A3E"/>
  <path d="M8 50l16-24 9 12 8-10 13 22z" fill="#A8DFBD"/>
  <path d="M8 50l16-24 6 8-8 16z" fill="#FFFFFF" opacity=".35"/>
  <path d="M44 10l2.4 5.6L52 18l-5.6 2.4L44 26l-2.4-5.6L36 18l5.6-2.4z" fill="#FFFFFF"/>
  <text x="70" y="31" font-family="${FONT}" font-size="24" font-weight="800" fill="#0F3F27" letter-spacing="2">TRILHA</text>
  <text x="71" y="54" font-family="${FONT}" font-size="17" font-weight="700" fill="#20824B" letter-spacing="6">NORTE</text>
</svg>
`;

export const MARE_SPORTS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 64" role="img" aria-label="Maré Sports">
  <title>Maré Sports</title>
  <circle cx="32" cy="32" r="28" fill="#0C6477"/>
  <path d="M10 30c6-6 11-6 17 0s11 6 17 0 9-5 12-3" fill="none" stroke="#97DDE9" stroke-width="5" stroke-linecap="round"/>
  <path d="M10 42c6-6 11-6 17 0s11 6 17 0 9-5 12-3" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>
  <circle cx="42" cy="17" r="5" fill="#FFFFFF"/>
  <text x="70" y="33" font-family="${FONT}" font-size="28" font-weight="800" fill="#083B49">maré</text>
  <text x="71" y="54" font-family="${FONT}" font-size="15" font-weight="700" fill="#0E7B91" letter-spacing="6">SPORTS</text>
</svg>
`;
