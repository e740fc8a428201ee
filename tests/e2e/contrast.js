// Run in the page by tests/e2e/test_dark_theme.py: the texts inside the elements matching
// `selector` whose contrast is below `minimum`, and how many texts were measured.
// Everything from computed styles; see the test's docstring for what is measured.
([selector, minimum]) => {
  const parse = (css) => {
    let m = css.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
    m = css.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/);
    if (m) return [m[1] * 255, m[2] * 255, m[3] * 255, m[4] === undefined ? 1 : +m[4]];
    if (css === 'transparent') return [0, 0, 0, 0];
    throw new Error('a colour this test cannot read: ' + css);
  };
  // `top` drawn over `below` (both [r, g, b, alpha]).
  const over = (top, below) => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  // The backgrounds an element may paint: its colour, with each stop of a gradient over it.
  const paints = (el) => {
    const s = getComputedStyle(el);
    const color = parse(s.backgroundColor);
    if (!s.backgroundImage || s.backgroundImage === 'none') return [color];
    const stops = (s.backgroundImage.match(/(?:rgba?|color)\([^()]*\)/g) || []).map(parse);
    if (!stops.length) throw new Error('a background image this test cannot read: ' + s.backgroundImage);
    return stops.map((stop) => over(stop, color));
  };
  // The text's colour and the colour just behind it, as the screen shows them: walking up from
  // the text, both are drawn over each element's background and faded by its opacity, down to
  // the page. Every gradient stop gives one more pair.
  const shown = (el, fg, under) => {
    let pairs = [[fg, under]];
    for (let e = el; e; e = e.parentElement) {
      const opacity = +getComputedStyle(e).opacity;
      pairs = paints(e).flatMap((bg) => pairs.map(([f, b]) => {
        const back = over(b, bg);
        return [[...over(f, back).slice(0, 3), over(f, back)[3] * opacity], [...back.slice(0, 3), back[3] * opacity]];
      }));
    }
    const canvas = [255, 255, 255, 1];
    return pairs.map(([f, b]) => [over(f, canvas), over(b, canvas)]);
  };
  // Visually hidden (a screen reader's text): clipped to a pixel inside the widget.
  const clippedAway = (el, root) => {
    for (let e = el; e && root.contains(e); e = e.parentElement) {
      const s = getComputedStyle(e), r = e.getBoundingClientRect();
      if ((s.overflow !== 'visible' || s.clip !== 'auto') && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };
  const bad = [];
  let measured = 0;
  const check = (el, text, colour, under = [0, 0, 0, 0]) => {
    measured += 1;
    for (const [fg, bg] of shown(el, parse(colour), under)) {
      const r = ratio(fg, bg);
      if (r < minimum) {
        bad.push(`${text.trim().slice(0, 40)} (${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className}):`
          + ` ${colour} shows as rgb(${fg.slice(0, 3).map(Math.round)}) on rgb(${bg.slice(0, 3).map(Math.round)}) = ${r.toFixed(2)}`);
        return;
      }
    }
  };
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent.trim() || el.closest('title, style, script')) continue;
      if (el.closest('option')) continue; // a menu shows its selected option: measured below
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || clippedAway(el, root)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (el.closest('svg')) {
        const s = getComputedStyle(el);
        if (s.fill === 'none') continue;
        check(el, node.textContent, s.fill);
        const halo = s.stroke !== 'none' && parseFloat(s.strokeWidth) >= 2 && s.paintOrder.startsWith('stroke');
        if (halo) check(el, node.textContent, s.fill, parse(s.stroke));
      } else {
        check(el, node.textContent, getComputedStyle(el).color);
      }
    }
    for (const field of root.querySelectorAll('select, input:not([type=checkbox]):not([type=radio])')) {
      if (!field.checkVisibility({ visibilityProperty: true })) continue;
      if (field.tagName === 'SELECT') {
        check(field, field.selectedOptions[0]?.textContent ?? '', getComputedStyle(field).color);
      } else if (field.value) {
        check(field, field.value, getComputedStyle(field).color);
      } else if (field.placeholder) {
        check(field, field.placeholder, getComputedStyle(field, '::placeholder').color);
      }
    }
  }
  return { bad, measured };
}
