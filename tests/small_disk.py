"""A real full disk: a small tmpfs mounted for one test (``mount`` needs root, as CI runs; elsewhere the
test skips, which ``tests/conftest.py`` turns into a failure on CI). ``fill()`` takes every free byte with
a filler file and ``free()`` gives them back, so a write fails with the kernel's own ENOSPC and then
succeeds on retry."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


class SmallDisk:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.filler = root / "filler"

    def fill(self) -> None:
        fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            for size in (1 << 16, 4096, 512, 1):
                try:
                    while True:
                        os.write(fd, b"\0" * size)
                except OSError:
                    pass
        finally:
            os.close(fd)
        # Whatever is left below one block (the kernel's bookkeeping) goes too.
        assert shutil.disk_usage(self.root).free < 4096

    def free(self) -> None:
        self.filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(tmp_path):
    root = tmp_path / "disk"
    root.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a full-disk test mounts a small tmpfs, which needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(root)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield SmallDisk(root)
    finally:
        subprocess.run(["umount", "-l", str(root)], capture_output=True)
