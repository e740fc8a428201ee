"""``python -m war_widget``."""

from .cli import main

raise SystemExit(main())
