"""The lesson site as one zip for a release: its folder `lite/`, with a README saying how to
serve it to a class and the server to do it with (tools/serve.py, standard library only).

    python3 tools/site_zip.py build/lite build/war_widget-site.zip
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: Added to the site's folder in the zip: (file here, its name there).
EXTRAS = [(HERE / "lite" / "SITE-README.txt", "README.txt"), (HERE / "serve.py", "serve.py")]


def make(site: Path, zip_path: Path) -> Path:
    """`zip_path` holding `site`'s files under `lite/`, and the EXTRAS beside them."""
    if not (site / "index.html").is_file():
        raise SystemExit(f"site_zip: {site} has no index.html: run `make lite` first")
    with zipfile.ZipFile(zip_path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(site.rglob("*")):
            if path.is_file() and not path.is_symlink():
                archive.write(path, f"lite/{path.relative_to(site).as_posix()}")
        for source, name in EXTRAS:
            archive.write(source, f"lite/{name}")
    return zip_path


if __name__ == "__main__":
    make(Path(sys.argv[1]), Path(sys.argv[2]))
