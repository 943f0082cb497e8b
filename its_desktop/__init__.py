"""ITS Table Assistant: scenario maps, zone domination, scoring and tournaments for Infinity ITS."""

import os

__version__ = "0.1.0"

# pydantic looks through every installed distribution's entry points for plugins the first time a model is
# built (tens of milliseconds of every start and command); this app uses none. Set only when not set, so
# a developer can still turn one on.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
