"""The sheet's page style: paper sizes, margins and the print CSS (black on white)."""

from __future__ import annotations

#: Paper sizes a sheet is printed on: the CSS ``@page`` size and the width × height in mm.
PAPERS = {"a4": ("A4", 210.0, 297.0), "letter": ("letter", 215.9, 279.4)}
#: The margin of every printed page, in mm.
MARGIN = 12.0
#: On a screen, the grey around and between the pages, in mm.
SCREEN_GAP = 8.0


def printable(paper: str) -> tuple[float, float]:
    """The width and height inside the margins, in mm."""
    _, width, height = PAPERS[paper]
    return width - 2 * MARGIN, height - 2 * MARGIN


CSS = """
@page { size: %(size)s; margin: %(margin)gmm; }
* { box-sizing: border-box; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000;
  background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-size: 11pt; line-height: 1.3; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
h1 { font-size: 21pt; margin: 0 0 2mm; }
h2 { font-size: 14pt; margin: 5mm 0 2mm; }
p { margin: 0 0 2.5mm; }
.lines { display: flex; gap: 8mm; margin: 0 0 3mm; }
.lines span { flex: 1; border-bottom: 0.3mm solid #000; padding-top: 5mm; font-size: 9pt; }
.rounds { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; }
.rounds.sum, .rounds.product, .rounds.difference { grid-template-columns: 1fr; }
.round { border: 0.4mm solid #000; border-radius: 2mm; padding: 1.5mm 3mm 2mm;
  break-inside: avoid; display: flex; align-items: flex-end; gap: 3mm; }
.rnum { font-weight: bold; font-size: 10pt; align-self: flex-start; width: 9mm; }
.seat { margin: 0; text-align: center; font-size: 8.5pt; }
.seat .cards { display: flex; gap: 1.5mm; align-items: center; justify-content: center; }
svg.card { width: 16mm; height: 22.4mm; display: block; }
.rounds.win svg.card, .rounds.sign svg.card { width: 19mm; height: 26.6mm; }
svg.card text { font-family: inherit; fill: #000; }
.box { display: inline-block; width: 12mm; height: 12mm; border: 0.5mm solid #000;
  border-radius: 1.5mm; flex: none; }
.sign { align-self: center; margin-top: 4mm; }
.op { font-size: 15pt; font-weight: bold; }
.who { margin-left: auto; display: flex; align-items: center; gap: 2mm; font-size: 9pt;
  text-align: right; max-width: 30mm; }
.how { margin-top: 3mm; }
.how span { display: block; border-bottom: 0.3mm solid #000; height: 9mm; }
ol { margin: 0; padding-left: 6mm; }
ol li { margin-bottom: 1.5mm; }
.look { font-style: italic; margin-top: 3mm; }
table.key { border-collapse: collapse; width: 100%%; font-size: 10.5pt; table-layout: fixed; }
table.key th:first-child { width: 12mm; }
table.key th:nth-child(2) { width: 40%%; }
table.key td, table.key th { border: 0.3mm solid #000; padding: 1.2mm 2mm; text-align: left; }
.small { font-size: 9pt; margin-top: 2mm; }
table.record { border-collapse: collapse; width: 100%%; table-layout: fixed; margin-top: 4mm; }
table.record th, table.record td { border: 0.4mm solid #000; padding: 1.5mm 2mm;
  text-align: left; vertical-align: top; }
table.record th { font-size: 9.5pt; line-height: 1.2; }
table.record td { height: 14.5mm; }
table.record .n { width: 9mm; text-align: center; font-weight: bold; }
table.record .col-pupil { width: 36mm; }
table.record .col-first_war { width: 38mm; }
table.record .col-rounds { width: 24mm; }
table.record .col-winner { width: 30mm; }
.tick { display: flex; align-items: center; gap: 2mm; font-size: 10pt; margin-bottom: 1.5mm; }
.tick .box { width: 5mm; height: 5mm; border-width: 0.4mm; border-radius: 1mm; }
table.record .tick { display: inline-flex; margin: 0 3mm 0 0; }
.page.record { font-size: 10.5pt; }
.page.record ol li { margin-bottom: 0.8mm; }
.page.record h1 { font-size: 19pt; }
.page.record .look { font-size: 9pt; margin-top: 2mm; }
table.record th.col-rounds, table.record th.col-winner { width: 34mm; }
table.record tr.deal td { height: 8.5mm; }
table.record td.skip {
  background: repeating-linear-gradient(135deg, #fff 0 1.6mm, #bbb 1.6mm 1.9mm); }
table.record tr.game td { height: 18mm; border-width: 0.7mm; }
table.record .blank { display: block; border-bottom: 0.3mm solid #000; height: 6mm; }
table.record .unfinished { display: block; font-size: 8.5pt; margin-top: 1.5mm; }
table.record .unfinished .tick { font-size: 8.5pt; margin: 0; gap: 1mm; }
table.record .blank.short { height: 5mm; }
.class-line { border: 0.4mm solid #000; border-radius: 2mm; padding: 1mm 3mm 2mm; margin-top: 3mm;
  break-inside: avoid; }
.class-line h2 { font-size: 12pt; margin: 1mm 0 1mm; }
.class-line p { display: flex; align-items: flex-end; gap: 2mm; margin: 0 0 1mm; }
.class-line .blank { flex: 1; border-bottom: 0.3mm solid #000; height: 6mm; }
.ticket h1 { font-size: 16pt; }
.ticket ol { padding-left: 6mm; }
.ticket li p { margin: 0; }
.ticket .space { display: block; height: 17mm; }
.ticket .space.s1 { height: 20mm; }
.ticket .space.s2 { height: 12mm; }
.ticket .lines { margin-bottom: 2mm; }
hr.cut { border: 0; border-top: 0.4mm dashed #000; margin: 3mm 0; }
ol.answers li { margin-bottom: 2.5mm; }
.teacher { display: none; }
@media screen {
  html { background: #ccc; }
  body { padding: %(gap)gmm 0; }
  .page { width: %(width)gmm; min-height: %(height)gmm; margin: 0 auto %(gap)gmm;
    padding: %(margin)gmm; background: #fff; box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.3); }
  .teacher { display: block; width: %(width)gmm; margin: 0 auto %(gap)gmm; padding: 2mm 4mm;
    background: #ffd; border: 0.3mm solid #886; font-size: 10pt; }
}
"""


def css(paper: str) -> str:
    size, width, height = PAPERS[paper]
    return CSS % {
        "size": size,
        "margin": MARGIN,
        "width": width,
        "height": height,
        "gap": SCREEN_GAP,
    }


def screen_size(paper: str, pages: int) -> tuple[float, float]:
    """The width and height in mm the sheet takes on a screen: ``pages`` sheets of paper
    with the grey around them (each page is as tall as its paper: its content fits)."""
    _, width, height = PAPERS[paper]
    return width + 2 * SCREEN_GAP, SCREEN_GAP + pages * (height + SCREEN_GAP) + SCREEN_GAP
