"""``python -m war_widget``."""

from .cli.commands import main

raise SystemExit(main())
