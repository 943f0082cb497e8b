"""One atomic-write helper for every file the app writes: a new file gets the usual mode (umask), an existing
one keeps its mode, a symlink is written through (the link stays), and a failure leaves the old file whole."""

from __future__ import annotations

import os
import stat

import pytest

from its_desktop.domain import files, itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.printing.output import PrintError, atomic_output


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_an_itstable_is_saved_with_the_usual_mode(tmp_path, umask_022):
    path = tmp_path / "t.itstable"
    itstable.save(TableDocument("s16/supremacy", 300), path)
    assert mode(path) == 0o644
    assert itstable.load(path).mission == "s16/supremacy"
    os.chmod(path, 0o600)  # a user who made it private keeps it private
    itstable.save(TableDocument("s16/supremacy", 250), path)
    assert mode(path) == 0o600 and itstable.load(path).points == 250


def test_saving_through_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path, umask_022):
    real = tmp_path / "games" / "real.itstable"
    real.parent.mkdir()
    itstable.save(TableDocument("s16/supremacy", 300), real)
    link = tmp_path / "link.itstable"
    link.symlink_to(real)
    itstable.save(TableDocument("s16/supremacy", 400), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert itstable.load(real).points == 400
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games", "link.itstable"]  # no temporary left over


def test_a_failed_write_leaves_the_old_file(tmp_path):
    path = tmp_path / "standings.csv"
    files.write_text(path, "old\n")
    with pytest.raises(RuntimeError):
        with files.atomic_write(path) as fh:
            fh.write(b"half")
            raise RuntimeError("disk full")
    assert path.read_text() == "old\n" and len(list(tmp_path.iterdir())) == 1


def test_pdf_output_uses_the_same_helper(tmp_path, umask_022):
    path = tmp_path / "map.pdf"
    with atomic_output(path) as fh:
        fh.write(b"%PDF-1.4\n")
    assert mode(path) == 0o644
    with pytest.raises(PrintError, match="directory"):
        with atomic_output(tmp_path) as fh:
            fh.write(b"x")
