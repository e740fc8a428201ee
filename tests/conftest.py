"""Hypothesis profiles: ``make test`` draws the same examples every run (derandomised, so its
time does not swing with what a run happens to draw); the long runs of ``make test-all``
(``make test-slow``, marked ``slow``) draw fresh ones (``WAR_WIDGET_HYPOTHESIS=thorough``)."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("quick", derandomize=True)
settings.register_profile("thorough")
settings.load_profile(os.environ.get("WAR_WIDGET_HYPOTHESIS", "quick"))
