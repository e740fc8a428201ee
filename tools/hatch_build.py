"""The wheel's build hook: the kernel's WebAssembly module built from ``csrc/kernel/`` into the
package (``src/war_widget/kernel/kernel.wasm``, committed), unless it is there and was built from
today's sources (its ``kernel.wasm.sha256``).  Runs for the wheel (``pip install``,
``python -m build``, ``pip wheel`` in ``tools/build_lite.py``) and the editable install
(``make setup``, ``make play``); the wheel stays ``py3-none-any`` (WebAssembly runs on every
platform).  The C compiler, the ``ziglang`` wheel (:data:`build_wasm.ZIGLANG`), is asked of the
build environment only when the module is to be built.  See ``tools/build_wasm.py``."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _build_wasm(root: str) -> ModuleType:
    """tools/build_wasm.py, loaded from its file (tools/ is not a package)."""
    script = Path(root) / "tools" / "build_wasm.py"
    spec = importlib.util.spec_from_file_location("build_wasm", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class KernelHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def _needed(self) -> ModuleType | None:
        """build_wasm when the module is to be built here, else None."""
        if self.target_name != "wheel":
            return None
        build_wasm = _build_wasm(self.root)
        return build_wasm if build_wasm.ENTRY.exists() and build_wasm.stale() else None

    def dependencies(self) -> list[str]:
        build_wasm = self._needed()
        return [build_wasm.ZIGLANG] if build_wasm is not None else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        build_wasm = self._needed()
        if build_wasm is not None:
            self.app.display_info(f"Building {build_wasm.TARGET.relative_to(self.root)}")
            build_wasm.build()
        build_wasm = _build_wasm(self.root)
        if not build_wasm.TARGET.exists():
            raise RuntimeError(
                f"{build_wasm.TARGET} is missing and csrc/kernel/ is not here to build it from"
            )
        # Nothing imported, every export there (a module built from other sources is not shipped).
        build_wasm.check(build_wasm.TARGET.read_bytes())
