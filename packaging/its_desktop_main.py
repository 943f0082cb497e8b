"""The bundle's entry point: the same command line as the ``its-desktop`` console script."""

import multiprocessing
import sys

from its_desktop.cli import entry

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(entry())
