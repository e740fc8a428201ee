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
