"""The pupils' address as a QR code (SVG), for the dashboard and the projector.

Dark modules on white with the standard quiet zone of four modules, error correction M (a
code read off a projector, a little blurred or with a reflection, still scans), drawn by
segno (imported here, lazily: ``war_widget[class]``).  The front-end shows it as an image
from a ``data:`` URL, so no markup of ours is ever parsed as HTML.
"""

from __future__ import annotations

import base64
import io

#: Modules of white around the code (the standard's quiet zone).
QUIET_ZONE = 4
#: Error correction: M recovers about 15 % of the code.
ERROR = "m"


def svg(url: str) -> str:
    """The QR code of ``url`` as a standalone SVG document (its size from a viewBox, so it
    scales to any box; crisp edges)."""
    if not isinstance(url, str) or not url or len(url) > 1000:
        raise ValueError(f"url={url!r}: expected the pupils' address, 1 to 1000 characters")
    import segno

    code = segno.make(url, error=ERROR, micro=False)
    out = io.BytesIO()
    code.save(
        out,
        kind="svg",
        scale=1,
        border=QUIET_ZONE,
        dark="#000",
        light="#fff",
        xmldecl=False,
        omitsize=True,
        nl=False,
        svgclass=None,
        lineclass=None,
    )
    text = out.getvalue().decode("ascii")
    return text.replace("<svg ", '<svg shape-rendering="crispEdges" ', 1)


def data_url(url: str) -> str:
    """:func:`svg` as a ``data:image/svg+xml;base64,...`` address for an ``<img>``."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg(url).encode("ascii")).decode("ascii")


def matrix(url: str) -> list[list[bool]]:
    """The code's modules, quiet zone included (True: dark), for tests that read it back."""
    import segno

    code = segno.make(url, error=ERROR, micro=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]
