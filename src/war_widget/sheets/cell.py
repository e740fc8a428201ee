"""A sheet shown in a notebook's cell: the page in a frame of its own, with buttons to print
it, open it in a tab of its own and download it.

The page's style is written for a whole page (``@page``, ``html``, ``body``, ``*``): shown
as it is in a cell, it would restyle the notebook around it (an exported notebook's
background turned grey).  In an ``<iframe srcdoc>`` it styles only its own document; the
notebook's page keeps its own.  The frame is as tall as the sheet's pages on a screen
(:func:`~.layout.screen_size`), then exactly as tall as its document once that is loaded.
Printing the frame prints the sheet alone, on its paper (its ``@page``), as the file written
by ``python -m war_widget sheet ... -o sheet.html`` does.  A sheet's cell shows the pupils'
pages and, below them, the answer key in a frame of its own with its own buttons: printing
the pupils' pages never prints the answers.
"""

from __future__ import annotations

from html import escape

from .files import Page, data_url, filename
from .layout import screen_size
from .words import Words

#: CSS pixels per millimetre.
_PX = 96 / 25.4
#: From a button to the sheet's frame, in the cell's own HTML.
_FRAME = "this.closest('.war-widget-sheet').querySelector('iframe')"
_PRINT = f"{_FRAME}.contentWindow.print()"
# window.URL: in an onclick attribute a bare URL is the document's address (document.URL).
_OPEN = (
    f"window.open(window.URL.createObjectURL(new window.Blob([{_FRAME}.srcdoc],"
    "{type:'text/html'})),'_blank','noopener')"
)
_FIT = "try{this.style.height=this.contentDocument.documentElement.scrollHeight+'px'}catch(e){}"
#: A finger's target, at least 44×44 CSS px (WCAG 2.5.5): the buttons and the download link.
_BUTTON = (
    "font: inherit; cursor: pointer; min-height: 44px; min-width: 44px; padding: 6px 14px;"
    " box-sizing: border-box; display: inline-flex; align-items: center;"
)


def cell_html(page: Page) -> str:
    """The sheet as a cell shows it: its buttons, then the page in a frame sized to it.
    Nothing outside the frame's ``srcdoc`` styles more than the cell's own elements."""
    w = Words(page.lang)
    pages = page.html.count('<section class="page ')
    width, height = screen_size(page.paper, pages)
    title = escape(w.plain(f"sheet.title.{page.activity}"))
    if page.part == "answers":
        title = f"{escape(w.plain('sheet.key.title'))}: {title}"
    buttons = (
        f'<button type="button" style="{_BUTTON}" onclick="{escape(_PRINT)}">'
        f"{w('sheet.cell.print')}</button> "
        f'<button type="button" style="{_BUTTON}" onclick="{escape(_OPEN)}">'
        f"{w('sheet.cell.open')}</button> "
        f'<a download="{escape(filename(page))}" href="{data_url(page)}" style="{_BUTTON}">'
        f"{w('sheet.cell.download')}</a>"
    )
    frame = (
        f'<iframe title="{title}" srcdoc="{escape(page.html, quote=True)}" '
        f'style="display: block; width: 100%; max-width: {round(width * _PX)}px; '
        f'height: {round(height * _PX)}px; border: 0;" onload="{escape(_FIT)}"></iframe>'
    )
    return (
        f'<div class="war-widget-sheet" lang="{page.lang}">'
        f'<p style="margin: 0 0 0.5em; display: flex; flex-wrap: wrap; align-items: center;'
        f' gap: 4px 10px;"><b>{title}</b> {buttons}</p>{frame}</div>'
    )
