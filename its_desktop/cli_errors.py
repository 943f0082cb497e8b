"""The command line's one kind of refusal, shared by :mod:`its_desktop.cli` and the command modules it dispatches to
(``cli_print``, ``cli_serve``), which cannot import ``cli`` itself without an import cycle."""


class BadInput(Exception):
    """Bad input from the user: printed as one line, exit status 2."""
