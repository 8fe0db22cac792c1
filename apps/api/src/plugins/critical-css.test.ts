import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css';

describe('criticalCss', () => {
  it('keeps the rules whose classes the markup has, and those without a class', () => {
    const css = '*,:before{box-sizing:border-box}.card{padding:1rem}.modal{z-index:2}.card .title{font-weight:700}';
    expect(criticalCss(css, '<div class="card"><h2 class="title">x</h2></div>')).toBe(
      '*,:before{box-sizing:border-box}.card{padding:1rem}.card .title{font-weight:700}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(criticalCss('.a,.b,p{margin:0}', '<p class="b"></p>')).toBe('.b,p{margin:0}');
  });

  it('does not require what :not, :is, :where or :has name', () => {
    const css = '.btn:not(.loading){cursor:pointer}.btn:where(.x,.y){color:red}.gone:not(.btn){color:blue}';
    expect(criticalCss(css, '<button class="btn"></button>')).toBe(
      '.btn:not(.loading){cursor:pointer}.btn:where(.x,.y){color:red}',
    );
  });

  it('drops the dark scheme, which the page is never drawn in before its whole CSS arrives', () => {
    const css = ':root{--text:#000}[data-mantine-color-scheme=dark]{--text:#fff}p{color:var(--text)}';
    expect(criticalCss(css, '<p>x</p>')).toBe(':root{--text:#000}p{color:var(--text)}');
  });

  it('keeps @media around the rules it keeps, drops an emptied one, keeps @keyframes whole', () => {
    const css =
      '@media (min-width:48em){.card{padding:2rem}.modal{inset:0}}@media print{.modal{display:none}}' +
      '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}';
    expect(criticalCss(css, '<div class="card"></div>')).toBe(
      '@media (min-width:48em){.card{padding:2rem}}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
  });

  it('drops custom properties nothing reads, following one property through another and the markup', () => {
    const css =
      ':root{--blue-1:#e7f5ff;--blue-9:#1864ab;--primary:var(--blue-9);--unused:var(--blue-1);--from-markup:1px;' +
      '--gap:4px}.card{color:var(--primary)}';
    const markup = '<div class="card" style="border-width:var(--from-markup)"></div>';
    expect(criticalCss(css, markup)).toBe(
      ':root{--blue-9:#1864ab;--primary:var(--blue-9);--from-markup:1px}.card{color:var(--primary)}',
    );
  });

  it('does not split a declaration on a semicolon inside a URL or a string', () => {
    const css = '.icon{background:url("data:image/svg+xml;utf8,<svg/>");content:"a;b"}';
    expect(criticalCss(css, '<i class="icon"></i>')).toBe(css);
  });
});

describe('classesIn', () => {
  it('reads every class of every class attribute', () => {
    expect([...classesIn('<div class="a  b"><span class="c"></span><p class=""></p></div>')]).toEqual(['a', 'b', 'c']);
  });
});
