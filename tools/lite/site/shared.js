// Helpers of the landing page and the child's pages (tools/lite_site.py copies them to site/).
"use strict";

window.WarSiteKit = {
  /** The language of ?lang=xx, else the browser's first one the site speaks, else English. */
  chooseLanguage(languages) {
    const asked = new URLSearchParams(window.location.search).get("lang");
    for (const tag of [asked, ...(navigator.languages || [navigator.language])]) {
      const primary = String(tag || "").toLowerCase().split("-")[0];
      const code = primary === "no" || primary === "nn" ? "nb" : primary;
      if (languages.includes(code)) return code;
    }
    return "en";
  },

  /** An element with a class and text (text always through textContent). */
  make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  },

  /** html[data-network]: "off" while the browser says it is offline, else "on" (once called). */
  watchNetwork() {
    const html = document.documentElement;
    if (html.dataset.network) return;
    const follow = () => (html.dataset.network = navigator.onLine === false ? "off" : "on");
    follow();
    window.addEventListener("online", follow);
    window.addEventListener("offline", follow);
  },

  /** A link to what the children's service worker does not keep (JupyterLab) tells when it
   * would fail: its note (`text`, returned, for the caller to place beside it) shows while the
   * browser is offline (html[data-network="off"], site.css). With `probe` (the pages in play/,
   * which may have come from the offline copy while the browser believes it is online: a
   * stopped server, a school's Wi-Fi without the internet), a tap first asks whether the page
   * answers, and shows the notes instead of the browser's error page when it does not. */
  needsNetwork(link, text, probe) {
    const html = document.documentElement;
    this.watchNetwork();
    const note = this.make("span", "ww-needs-network", text);
    note.dataset.testid = "needs-network";
    link.dataset.network = "needed";
    if (probe) {
      link.addEventListener("click", (event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const where = link.href;
        fetch(where, { method: "HEAD", cache: "no-store" })
          .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            window.location.assign(where);
          })
          .catch(() => (html.dataset.network = "off"));
      });
    }
    return note;
  },

  /** A sentence whose **words** are bold, as nodes (no HTML parsing). */
  rich(text) {
    return text.split("**").map((part, i) => {
      if (i % 2 === 0) return document.createTextNode(part);
      const strong = document.createElement("strong");
      strong.textContent = part;
      return strong;
    });
  },
};
