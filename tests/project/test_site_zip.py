"""The site's zip (make lite-zip, tools/site_zip.py): the folder lite/ with a README saying
how to serve it and the server it names, which serves the unzipped folder."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import site_zip  # noqa: E402


def test_the_zip_carries_a_readme_and_a_server_that_serves_the_unzipped_folder(
    tmp_path: Path,
) -> None:
    site = tmp_path / "lite"
    (site / "play").mkdir(parents=True)
    (site / "index.html").write_text("<title>the lessons</title>")
    (site / "play" / "01_play.html").write_text("<title>a child's page</title>")
    made = site_zip.make(site, tmp_path / "site.zip")
    names = zipfile.ZipFile(made).namelist()
    assert {"lite/index.html", "lite/play/01_play.html", "lite/README.txt", "lite/serve.py"} <= set(
        names
    )
    readme = zipfile.ZipFile(made).read("lite/README.txt").decode()
    command = "python3 lite/serve.py lite --bind 0.0.0.0 --port 8000"
    assert command in readme
    # The README's command, on loopback and another port, from where the zip was unpacked.
    out = tmp_path / "unzipped"
    zipfile.ZipFile(made).extractall(out)
    server = subprocess.Popen(
        [sys.executable, "lite/serve.py", "lite", "--bind", "127.0.0.1", "--port", "0", "--quiet"],
        cwd=out,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = server.stdout.readline() if server.stdout else ""
        address = next(w for w in line.split() if w.startswith("http://127.0.0.1:"))
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"{address.rstrip('/')}/play/01_play.html") as r:
                    assert b"a child's page" in r.read()
                break
            except OSError:
                assert time.monotonic() < deadline, "the unzipped site's server never answered"
                time.sleep(0.2)
    finally:
        server.terminate()
        server.wait(timeout=10)
