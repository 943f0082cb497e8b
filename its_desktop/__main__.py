import sys

from its_desktop.cli import entry

sys.exit(entry())
