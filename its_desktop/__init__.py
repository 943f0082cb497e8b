"""ITS Table Assistant: scenario maps, zone domination, scoring and tournaments for Infinity ITS."""

__version__ = "0.1.0"
