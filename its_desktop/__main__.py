import sys

from its_desktop.cli import main

sys.exit(main())
