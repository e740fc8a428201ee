// The landing page: every lesson as a card, in the language of ?lang=xx or of the browser.
// It loads no Python: a lesson's page starts its own when it opens. Data: lessons.js (written
// by tools/lite_site.py). Text goes in through textContent only.
// The same page is written twice: index.html (the site's root, JupyterLite's) and play/index.html
// (data-up="../"), which the children's service worker keeps with the child's pages, so that
// "← All lessons" works offline. Its links to JupyterLab (never kept) say so when offline.
"use strict";

(function () {
  const site = window.WAR_SITE;
  const kit = window.WarSiteKit;
  const { chooseLanguage, make } = kit;
  // The root of the site from this page: "" at the root, "../" for the copy in play/.
  const up = document.body.dataset.up || "";
  const kept = Boolean(up);
  kit.watchNetwork();
  if (kept && "serviceWorker" in navigator) {
    // The copy in play/ is in the children's service worker's scope: opened first, it starts it.
    navigator.serviceWorker.register("sw.js").catch((error) => {
      console.warn("war_widget: no offline copy (the service worker did not start)", error);
    });
  }

  function card(lesson, lang, w) {
    // The lesson's header in the learner's language, else the English one, marked as such.
    const version = lesson.versions[lang] || lesson.versions.en;
    const box = make("article", "ww-card");
    box.dataset.lesson = lesson.id;
    box.lang = lesson.versions[lang] ? lang : "en";
    box.dir = site.words[box.lang].dir || "ltr"; // an English card on an Arabic page reads left to right
    box.append(make("h3", "ww-card-title", version.title));
    box.append(make("p", "ww-card-goal", version.goal));
    const facts = make("dl", "ww-card-facts");
    for (const key of ["age", "time"]) {
      const fact = make("div", `ww-fact ww-fact-${key}`);
      const label = make("dt", "", w[`fact.${key}`]);
      label.lang = lang; // the learner's word, before an English fact on an English card
      fact.append(label, make("dd", "", version[key]));
      facts.append(fact);
    }
    box.append(facts);
    if (!lesson.versions[lang]) {
      const english = make("p", "ww-card-english", w.in_english);
      english.lang = lang;
      box.append(english);
    }
    const lab = `${up}lab/index.html?path=${encodeURIComponent(version.file)}`;
    const page = `${kept ? "" : "play/"}${lesson.id}.html?lang=${lang}`;
    // A children's lesson opens its table; a teachers' lesson its notebook, and one with a
    // pupils' table (a live class's activity: 03, 06) links to that table besides.
    const child = Boolean(lesson.play) && lesson.audience === "children";
    const open = make("a", "ww-open", w.open);
    open.href = child ? page : lab;
    open.dataset.testid = "open";
    box.append(open);
    if (!child) box.append(kit.needsNetwork(open, w.needs_network, kept));
    if (lesson.play) {
      const other = make("a", "ww-open-lab", child ? w.open_lab : w.pupils_page);
      other.href = child ? lab : page;
      other.dataset.testid = child ? "open-lab" : "pupils";
      box.append(other);
      if (child) box.append(kit.needsNetwork(other, w.needs_network, kept));
    }
    return box;
  }

  function render(lang) {
    const w = site.words[lang];
    document.documentElement.lang = lang;
    document.documentElement.dir = w.dir || "ltr"; // Python's fact (the one list of languages)
    document.title = w.title;
    const page = make("main", "ww-landing");
    const top = make("header", "ww-top");
    top.append(make("h1", "", w.title));
    const switcher = make("nav", "ww-languages");
    switcher.setAttribute("aria-label", w.languages);
    for (const code of site.languages) {
      const link = make("a", code === lang ? "ww-lang ww-current" : "ww-lang", site.words[code].language);
      link.href = `?lang=${code}`;
      link.lang = code;
      link.dir = site.words[code].dir || "ltr"; // "العربية" on an English page keeps its direction
      if (code === lang) link.setAttribute("aria-current", "true");
      link.addEventListener("click", (event) => {
        event.preventDefault();
        history.replaceState(null, "", `?lang=${code}`);
        render(code);
      });
      switcher.append(link);
    }
    const offline = make("p", "ww-offline-line", w.offline_home);
    offline.setAttribute("role", "status");
    offline.dataset.testid = "offline-line";
    top.append(switcher, make("p", "ww-tagline", w.tagline), offline);
    page.append(top);
    for (const audience of ["children", "teachers"]) {
      const lessons = site.lessons.filter((l) => l.audience === audience);
      if (!lessons.length) continue;
      const section = make("section", `ww-lessons ww-${audience}`);
      section.append(make("h2", "", w[audience]));
      const cards = make("div", "ww-cards");
      for (const lesson of lessons) cards.append(card(lesson, lang, w));
      section.append(cards);
      page.append(section);
    }
    const note = make("aside", "ww-teacher-note");
    note.append(make("h2", "", w.teacher_heading), make("p", "", w.teacher_note));
    page.append(note);
    document.body.replaceChildren(page);
  }

  render(chooseLanguage(site.languages));
})();
