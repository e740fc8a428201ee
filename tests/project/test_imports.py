"""The engine imports nothing from Jupyter; the widgets load on first use."""

from __future__ import annotations

import subprocess
import sys


def test_engine_import_is_jupyter_free():
    code = (
        "import sys, war_widget; "
        "from war_widget import Game, Rules, explain, simulate; "
        "Game(Rules(), seed=1).play(); "
        "bad = [m for m in ('anywidget', 'traitlets', 'ipywidgets', 'IPython', 'numba') "
        "if m in sys.modules]; "
        "print(bad)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_widgets_load_on_first_use():
    import war_widget

    assert war_widget.WarWidget.__name__ == "WarWidget"
    assert war_widget.SimulationWidget.__name__ == "SimulationWidget"
    assert callable(war_widget.simulate)
    try:
        war_widget.NoSuchThing  # noqa: B018
    except AttributeError as err:
        assert "NoSuchThing" in str(err)
    else:
        raise AssertionError("unknown names must raise AttributeError")
