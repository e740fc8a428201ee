"""Where the children's pages come from: the folder the class server serves.

In this order (:func:`locate`):

1. ``site=``, a folder the caller names (it must hold ``play/``);
2. the companion package ``war_widget_pages`` (``pip install "war_widget[class]"``), whose
   ``path()`` names its folder: the children's pages and their Pyodide runtime, kept out of
   ``war_widget``'s own wheel, which those pages load and which must stay small;
3. a checkout's ``build/lite`` (``make lite``), if it holds ``play/``.

None of them: :class:`~.room.ClassError` saying how to get the pages.  A server without a
site still answers the pupils' API (the tests, the benchmark).
"""

from __future__ import annotations

from pathlib import Path

from .errors import ClassError

#: The companion package that ships the children's pages.
COMPANION = "war_widget_pages"
#: The folder of a checkout's lesson site (``make lite``).
CHECKOUT_SITE = Path(__file__).resolve().parents[3] / "build" / "lite"


def locate(site: str | Path | None = None) -> Path:
    """The site's folder, resolved (see the module's docstring), or :class:`ClassError`."""
    if site is not None:
        try:
            folder = Path(site).expanduser().resolve(strict=True)
        except (OSError, RuntimeError, TypeError):
            raise ClassError(
                "site",
                f"site={str(site)!r} is not a folder: give the lesson site's folder "
                "(it holds play/)",
            ) from None
        if not (folder / "play").is_dir():
            raise ClassError(
                "site",
                f"site={str(site)!r} has no play/ folder: give the lesson site's folder "
                "(make lite builds build/lite)",
            )
        return folder
    found = companion()
    if found is not None:
        return found
    if (CHECKOUT_SITE / "play").is_dir() and (
        CHECKOUT_SITE.parents[1] / "pyproject.toml"
    ).is_file():
        return CHECKOUT_SITE.resolve()
    raise ClassError(
        "site",
        'the children\'s pages are not installed: pip install "war_widget[class]" '
        "(or, in a checkout of war_widget, run make lite), or give site= the lesson site's folder",
        reason="no_site",
    )


def companion() -> Path | None:
    """The companion package's folder, if it is installed and its folder holds ``play/``."""
    from importlib import import_module

    try:
        module = import_module(COMPANION)
    except ImportError:
        return None
    path = getattr(module, "path", None)
    if not callable(path):
        return None
    folder = Path(path()).resolve()
    return folder if (folder / "play").is_dir() else None


def lessons(folder: Path) -> list[str]:
    """The lessons the site has a child's page for (``play/NN_name.html``), sorted."""
    from .protocol import LESSON

    play = folder / "play"
    return sorted(p.stem for p in play.glob("*.html") if LESSON.fullmatch(p.stem))


# -- reading the site's files (the server's static answers) ---------------------------------------
#: Content types by suffix, where Python's own table (which varies by system) may be wrong
#: (as tools/serve.py gives them).
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".ipynb": "application/x-ipynb+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/vnd.microsoft.icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
}
#: The compressed copies tools/precompress.py writes, the better first: encoding -> suffix.
COPIES = {"br": ".br", "gzip": ".gz"}


def content_type(path: Path) -> str:
    """The Content-Type of ``path``, by its suffix."""
    import mimetypes

    known = TYPES.get(path.suffix.lower())
    if known:
        return known
    guessed, _ = mimetypes.guess_type(path.name)
    return guessed or "application/octet-stream"


def inside(root: Path, path: Path) -> Path | None:
    """``path`` resolved (every link followed) if it is a file or folder inside ``root`` (itself
    resolved), else None: missing, a link loop, or a way out of ``root``."""
    try:
        real = path.resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    return real if real == root or root in real.parents else None


def find(root: Path, url_path: str) -> Path | None:
    """The file or folder under ``root`` that a request's path (already %-decoded) names,
    resolved, or None: ``..``, a NUL, a backslash or a drive in it, or a link out of ``root``."""
    import os

    parts = []
    for part in url_path.split("/"):
        if part in ("", "."):
            continue
        if part == ".." or "\0" in part or "\\" in part or os.path.splitdrive(part)[0]:
            return None
        parts.append(part)
    return inside(root, root.joinpath(*parts))


def accepted(header: str | None) -> dict[str, float]:
    """The encodings an Accept-Encoding header names, each with its weight (``q``, else 1)."""
    weights: dict[str, float] = {}
    for entry in (header or "").split(","):
        name, *params = (part.strip() for part in entry.split(";"))
        name = "gzip" if name.lower() == "x-gzip" else name.lower()
        if not name or name in weights:
            continue
        weight = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name] = weight
    return weights


def variant(root: Path, real: Path, header: str | None) -> tuple[Path, str | None]:
    """The file to send for ``real`` (a resolved file inside ``root``): its compressed copy in
    the encoding ``header`` weighs most, if that copy is a file inside ``root`` once resolved
    (a copy that is a link out of the folder is refused as the file itself would be) and as
    new as ``real``; else ``real`` itself.  And the copy's encoding."""
    weights = accepted(header)
    mtime = real.stat().st_mtime_ns
    best: tuple[Path, str | None] = (real, None)
    best_weight = 0.0
    for encoding, suffix in COPIES.items():
        weight = weights.get(encoding, weights.get("*", 0.0))
        if weight <= best_weight:
            continue
        copy = inside(root, real.with_name(real.name + suffix))
        if copy is not None and copy.is_file() and copy.stat().st_mtime_ns >= mtime:
            best, best_weight = (copy, encoding), weight
    return best


def etag(sent: Path, encoding: str | None) -> str:
    """A strong validator of the file sent: each encoding is a representation of its own."""
    stat = sent.stat()
    return f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'
