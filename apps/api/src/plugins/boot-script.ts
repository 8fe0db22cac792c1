import { createHash } from 'node:crypto';

/**
 * Starts the page's scripts after the browser has painted it: a rendered page needs no script to be seen, and scripts
 * fetched or run before the first frame held that frame back on a slow phone (Lighthouse counts every script requested
 * before the first paint into it, preloads included). "After" is when the browser reports the first paint (a paint
 * timing entry, which comes once the frame is on screen): requestAnimationFrame and a zero timeout, used before, ran
 * just after the frame was drawn but often before it was shown, and the requests then counted into the page's Largest
 * Contentful Paint (0.7-1.2 s for the same page, issue 16). Browsers without paint timing keep that older way.
 *
 * Then, one per task, the page's whole stylesheets are linked (the head holds only the part its first paint uses;
 * Vite's loader later finds them linked and does not fetch them again), the entry module is added, and the page's
 * chunks are preloaded (both lists are in the tag's data-styles and data-preload: the code, and so its CSP hash, is
 * the same for every page). Adding a link starts its request inside the task that adds it, 1-3 ms each unthrottled in
 * Lighthouse's traces and up to 27 ms when the host stalls: the 33 links of /carteira in one task were a long task on
 * a slow phone, and eight a task still were (6-27 ms unthrottled, up to 380 ms of blocking a load as on a phone-class
 * host, ADR 0065). Between two links the script yields with a message, not a zero timeout: nested timeouts wait at
 * least 4 ms each, which over fifty links would delay the last preload by 200 ms.
 *
 * The stylesheets load as print stylesheets (applied to nothing) and are all switched on at once, when the last has
 * loaded, in the same task that removes the inline part: the browser restyles the page once, not once per stylesheet,
 * and a stylesheet arriving before another never takes precedence over rules that came after it (the logo on /login
 * moved, CLS 0.055). The links sit before the inline part, so if one fails to load the others are switched on once all
 * have loaded or failed, and the inline part stays, last. Inline: no request; allowed by its hash in the CSP
 * (page-render.ts adds it).
 */
export function bootScript(entry: string) {
  const code =
    `(function(d){var a=d.currentScript,w=function(n){return(a.getAttribute(n)||'').split(' ').filter(Boolean)},` +
    `p=w('data-preload'),c=w('data-styles'),k=d.querySelector('style[data-critical]'),n=c.length,o=[],g=0,e=0,` +
    // t: runs x in a task of its own, after the browser has had the main thread (input first).
    `t=function(x){var m=new MessageChannel;` +
    `m.port1.onmessage=function(){m.port1.close();x()};m.port2.postMessage(0)},` +
    `f=function(){o.forEach(function(l){l.media='all'});if(!e&&k)k.remove()},` +
    `y=function(){var h=c[o.length];if(!h){t(j);return}var l=d.createElement('link');` +
    `l.rel='stylesheet';l.media='print';l.href=h;` +
    `l.onload=l.onerror=function(v){if(v.type==='error')e=1;if(--n===0)f()};o.push(l);d.head.insertBefore(l,k);t(y)},` +
    `j=function(){var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s);t(q)},` +
    `q=function(){var h=p.shift();if(!h)return;var l=d.createElement('link');l.rel='modulepreload';` +
    `l.crossOrigin='';l.href=h;d.head.appendChild(l);t(q)},` +
    `b=function(){if(!g){g=1;t(y)}},P=window.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new P(function(l,r){r.disconnect();b()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(b)})(document)`;
  return { entry, code, sha256: createHash('sha256').update(code).digest('base64') };
}
