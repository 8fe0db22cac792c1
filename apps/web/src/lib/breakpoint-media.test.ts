import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';
import { BREAKPOINT_MEDIA, breakpointMedia, resolveBreakpointMedia } from '../../build/breakpoint-media';

const SRC = path.resolve(__dirname, '..');

/**
 * Stylesheets that still retype the breakpoint because their feature belongs to another change right now (the auth
 * feature was out of bounds for issue 11 item 16). Each must move to `(--mobile)`; delete the entry when it does.
 */
const NOT_YET_DERIVED = new Set(['features/auth/routes/login-page.module.css']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return stylesheets(file);
    return file.endsWith('.css') ? [file] : [];
  });
}

// Issue 11 item 16: the spec's 576 px was retyped as `36em` in CSS modules, so changing the constant moved only
// half of the layout. The CSS now names it and the build fills in the constant's value.
describe('mobile breakpoint in CSS', () => {
  it('is derived from MOBILE_BREAKPOINT_PX', () => {
    expect(resolveBreakpointMedia('(--not-mobile)')).toBe(`(min-width: ${MOBILE_BREAKPOINT_PX / 16}em)`);
    expect(resolveBreakpointMedia('(--mobile)')).toBe(`(max-width: ${(MOBILE_BREAKPOINT_PX - 0.02) / 16}em)`);
    expect(resolveBreakpointMedia('( --not-mobile ) and (max-width: 47.99em)')).toBe(
      '(min-width: 36em) and (max-width: 47.99em)',
    );
  });

  it('rewrites @media preludes through the PostCSS plugin and refuses an unknown name', () => {
    const rule = { params: '(--mobile)' };
    breakpointMedia().AtRule.media(rule);
    expect(rule.params).toBe('(max-width: 35.99875em)');
    const untouched = { params: '(prefers-reduced-motion: reduce)' };
    breakpointMedia().AtRule.media(untouched);
    expect(untouched.params).toBe('(prefers-reduced-motion: reduce)');
    expect(() => resolveBreakpointMedia('(--tablet)')).toThrow(/Unknown custom media --tablet/);
  });

  it('is never retyped in a stylesheet, and every custom media a stylesheet uses is known', () => {
    const offenders: string[] = [];
    for (const file of stylesheets(SRC).filter((file) => !NOT_YET_DERIVED.has(path.relative(SRC, file)))) {
      for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        const where = `${path.relative(SRC, file)}:${index + 1}`;
        if (/@media[^{]*\b(36em|576px|35\.99\d*em|575(\.\d+)?px)/.test(line)) offenders.push(`${where} ${line.trim()}`);
        for (const [, name] of line.matchAll(/@media[^{]*?\((--[\w-]+)\)/g)) {
          if (!(name in BREAKPOINT_MEDIA)) offenders.push(`${where} unknown ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
