// By path, not '@portal/domain': Vite loads its config with Node, which leaves packages external and cannot run the
// package's TypeScript entry; constants.ts imports nothing, so it is bundled into the config as is.
import { MOBILE_BREAKPOINT_PX } from '../../../packages/domain/src/constants';

/**
 * The spec's mobile breakpoint (§9: 'Mobile is width under 576 px') has one source of truth, MOBILE_BREAKPOINT_PX.
 * Mantine's `xs` is built from it (lib/theme.ts), JS layouts read it (useMediaQuery), and CSS modules name it as a
 * custom media query, which this PostCSS step replaces at build time (and in `vite` dev) with the constant's value:
 *
 *   @media (--mobile) { … }      width under 576 px
 *   @media (--not-mobile) { … }  width of 576 px and more
 *
 * Chosen over a CSS custom property (var() is not allowed inside @media) and over a PostCSS plugin package (no new
 * dependency for two names). Values are in em, as Mantine writes its own breakpoints, so browser zoom and the user's
 * font size move both the same way; `--mobile` stops 0.02 px short of the breakpoint, as Mantine's `hiddenFrom` does.
 */
export const BREAKPOINT_MEDIA: Readonly<Record<string, string>> = {
  '--mobile': `(max-width: ${(MOBILE_BREAKPOINT_PX - 0.02) / 16}em)`,
  '--not-mobile': `(min-width: ${MOBILE_BREAKPOINT_PX / 16}em)`,
};

/** Replaces each `(--name)` of an @media prelude; an unknown name fails the build rather than never matching. */
export function resolveBreakpointMedia(params: string): string {
  return params.replace(/\(\s*(--[\w-]+)\s*\)/g, (_, name: string) => {
    const media = BREAKPOINT_MEDIA[name];
    if (!media) throw new Error(`Unknown custom media ${name} (known: ${Object.keys(BREAKPOINT_MEDIA).join(', ')})`);
    return media;
  });
}

/** The PostCSS plugin Vite runs on every stylesheet (vite.config.ts `css.postcss`). */
export function breakpointMedia() {
  return {
    postcssPlugin: 'portal-breakpoint-media',
    AtRule: {
      media(rule: { params: string }) {
        if (rule.params.includes('(--')) rule.params = resolveBreakpointMedia(rule.params);
      },
    },
  };
}
