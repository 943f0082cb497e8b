"""The map files' format as pydantic models: what a season or scenario file must hold, with the one-line
errors of ``missions validate`` and the published JSON Schema (``missions schema``).

Only a file coming in is validated through these (``load.py``); what the rest of the program reads is the
plain runtime types of ``mission.common``, ``.season``, ``.scenario`` and ``.objectives`` (same names, same
fields), into which a validated file is converted (``convert.py``), so that the library read back from the
cache, and every command with it, needs no pydantic.
"""
