// A child's page: the lesson's table and a line of instructions, no code in sight. JupyterLite's
// REPL app runs in the frame: it starts Python and runs the code of its address (hidden:
// hideCodeInput). Until the table is drawn, a loading message covers the frame and follows the
// REPL's steps (its page, then Python ready and the code sent, then the table), with the seconds.
"use strict";

(function () {
  const site = window.WAR_SITE;
  const { chooseLanguage, make, rich } = window.WarSiteKit;
  const lessonId = document.body.dataset.lesson;
  const lesson = site.lessons.find((l) => l.id === lessonId);
  const lang = chooseLanguage(site.languages);
  const w = site.words[lang];
  const version = lesson.versions[lang] || lesson.versions.en;
  // What the REPL's page shows besides the table: prompts, the empty prompt cell, the banner.
  // The REPL's panels are laid out by script (inline sizes): the table's area takes them all.
  const HIDE = `.jp-CodeConsole-input, .jp-CodeConsole-split > .lm-SplitPanel-handle,
    .jp-CodeConsole-banner, .jp-InputPrompt, .jp-OutputPrompt, .jp-Cell-inputWrapper,
    .jp-Toolbar { display: none !important; }
    .jp-CodeConsole-split > .jp-CodeConsole-content { top: 0 !important; height: 100% !important; }
    .jp-CodeConsole-content .jp-Cell { padding: 4px 0 !important; max-width: 800px; margin: 0 auto; }`;
  // Seconds each step usually takes on a first visit (2 cores): the bar creeps within a step.
  const USUAL = [4, 15, 4];

  document.documentElement.lang = lang;
  document.title = `${version.title} · ${w.title}`;
  const top = make("header", "ww-play-top");
  const back = make("a", "ww-back", `← ${w.back}`);
  back.href = `../index.html?lang=${lang}`;
  const lab = make("a", "ww-open-lab", w.open_lab);
  lab.href = `../lab/index.html?path=${encodeURIComponent(version.file)}`;
  top.append(back, make("h1", "", version.title), lab);
  const help = make("p", "ww-instructions");
  help.append(...rich(w[`play.${lessonId}`] || ""));

  const frame = make("iframe", "ww-frame");
  frame.title = version.title;
  frame.src = lesson.play[lang];
  const loading = make("div", "ww-loading");
  loading.setAttribute("role", "status");
  loading.dataset.testid = "loading";
  const bar = make("div", "ww-progress");
  bar.setAttribute("role", "progressbar");
  bar.setAttribute("aria-valuemin", "0");
  bar.setAttribute("aria-valuemax", "100");
  bar.setAttribute("aria-label", w.loading);
  const fillBar = make("div", "ww-progress-fill");
  bar.append(fillBar);
  const steps = make("ol", "ww-steps");
  for (const key of ["step.page", "step.python", "step.cards"]) steps.append(make("li", "", w[key]));
  const seconds = make("p", "ww-seconds", "0 s");
  const failed = make("p", "ww-failed", w.failed);
  failed.hidden = true;
  failed.setAttribute("role", "alert");
  loading.append(make("p", "ww-loading-text", w.loading), bar, steps, seconds, failed);
  const stage = make("div", "ww-stage");
  stage.append(frame, loading);
  document.body.append(top, help, stage);

  const started = performance.now();
  let step = 0;
  let stepStarted = started;

  function reached(doc) {
    if (!doc || !doc.body) return 0;
    if (doc.querySelector(".ww-root")) return 3;
    if (doc.querySelector(".jp-CodeConsole-content .jp-Cell")) return 2;
    return doc.querySelector(".jp-CodeConsole") ? 1 : 0;
  }

  function broken(doc) {
    const errors = doc ? doc.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]') : [];
    return [...errors].some((e) => /Error|Traceback/.test(e.textContent || ""));
  }

  function tick() {
    let doc = null;
    try {
      doc = frame.contentDocument;
    } catch (_) {
      doc = null; // not readable yet
    }
    if (doc && doc.head && !doc.getElementById("ww-child-page")) {
      const style = doc.createElement("style");
      style.id = "ww-child-page";
      style.textContent = HIDE;
      doc.head.append(style);
    }
    const now = performance.now();
    const next = reached(doc);
    if (next !== step) {
      step = next;
      stepStarted = now;
    }
    seconds.textContent = `${Math.round((now - started) / 1000)} s`;
    [...steps.children].forEach((li, i) => {
      li.className = i < step ? "ww-done" : i === step ? "ww-now" : "";
    });
    if (broken(doc)) {
      failed.hidden = false;
      loading.classList.add("ww-loading-failed");
      return;
    }
    if (step === 3) {
      const content = doc.querySelector(".jp-CodeConsole-content");
      if (content) content.scrollTop = 0; // the REPL scrolled to its (hidden) prompt
      fillBar.style.width = "100%";
      loading.hidden = true;
      stage.dataset.ready = "true";
      return;
    }
    const within = 1 - Math.exp(-(now - stepStarted) / 1000 / USUAL[step]);
    const percent = Math.round(((step + 0.9 * within) / 3) * 100);
    fillBar.style.width = `${percent}%`;
    bar.setAttribute("aria-valuenow", String(percent));
    setTimeout(tick, 250);
  }
  tick();
})();
